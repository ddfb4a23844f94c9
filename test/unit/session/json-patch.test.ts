import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyJsonPatch,
  diffJson,
  JsonPatchError,
  type JsonPatch,
} from '../../../session/json-patch.ts';
import {
  ChecksumCache,
  fnv1a32,
  projectionChecksum,
} from '../../../session/projection-checksum.ts';
import { ProjectionFollower } from '../../../session/projection-follower.ts';
import { CONTROL, DISPLAY } from '../../../session/viewer.ts';
import type { SessionState } from '../../../session/types.ts';
import { ProjectionDeltas } from '../../../host/projection-deltas.ts';

/** What arrives over a socket: the JSON of it. */
const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A value and a changed copy of it that shares what did not change (as the engine does). */
const jsonPair = fc
  .tuple(fc.jsonValue(), fc.jsonValue(), fc.array(fc.nat(), { maxLength: 6 }))
  .map(([a, b, picks]) => [a, mutate(a, b, picks)] as const);

function mutate(value: unknown, replacement: unknown, picks: number[]): unknown {
  if (picks.length === 0) return replacement;
  const [pick, ...rest] = picks as [number, ...number[]];
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const copy = [...value];
    const i = pick % (value.length + 1);
    if (i === value.length) copy.push(replacement);
    else if (pick % 3 === 0) copy.splice(i, 1);
    else copy[i] = mutate(copy[i], replacement, rest);
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (keys.length === 0 || pick % 4 === 0) copy[`k${pick}`] = replacement;
    else if (pick % 4 === 1) delete copy[keys[pick % keys.length]!];
    else {
      const key = keys[pick % keys.length]!;
      copy[key] = mutate(copy[key], replacement, rest);
    }
    return copy;
  }
  return replacement;
}

describe('diffJson and applyJsonPatch', () => {
  it('patch(prev, diff(prev, next)) equals next, for random JSON and for related pairs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (prev, next) => {
        // Compared as JSON, where -0 is 0 (fast-check makes -0; no state holds one).
        expect(overTheWire(applyJsonPatch(prev, diffJson(prev, next)))).toEqual(overTheWire(next));
      }),
    );
    fc.assert(
      fc.property(jsonPair, ([prev, next]) => {
        const patch = diffJson(prev, next);
        expect(overTheWire(applyJsonPatch(prev, patch))).toEqual(overTheWire(next));
        // The patch survives the wire, applied to a copy that came over it too.
        expect(applyJsonPatch(overTheWire(prev), overTheWire(patch))).toEqual(overTheWire(next));
      }),
    );
  });

  it('never changes the document, and shares what the patch does not touch', () => {
    fc.assert(
      fc.property(jsonPair, ([prev, next]) => {
        const before = JSON.stringify(prev);
        applyJsonPatch(prev, diffJson(prev, next));
        expect(JSON.stringify(prev)).toBe(before);
      }),
    );
    const untouched = { cards: ['a', 'b'] };
    const prev = { clock: { turn: 1 }, deck: untouched };
    const next = applyJsonPatch(prev, [{ op: 'replace', path: '/clock/turn', value: 2 }]);
    expect(next).toEqual({ clock: { turn: 2 }, deck: untouched });
    expect(next.deck).toBe(untouched);
  });

  it('sends only what changed, and skips subtrees that are the same object', () => {
    const big = { rows: Array.from({ length: 1000 }, (_, i) => ({ i })) };
    const prev = { seq: 1, big, clock: { turn: 1, phase: 'a' } };
    const next = { ...prev, seq: 2, clock: { ...prev.clock, phase: 'b' } };
    expect(diffJson(prev, next)).toEqual([
      { op: 'replace', path: '/seq', value: 2 },
      { op: 'replace', path: '/clock/phase', value: 'b' },
    ]);
    expect(diffJson(prev, prev)).toEqual([]);
  });

  it('treats undefined as JSON does, and escapes keys with / and ~', () => {
    expect(diffJson({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(applyJsonPatch({}, diffJson({}, { 'a/b': 1, 'c~d': 2 }))).toEqual({
      'a/b': 1,
      'c~d': 2,
    });
    const proto = JSON.parse('{"__proto__":{"x":1}}') as unknown;
    expect(applyJsonPatch({}, diffJson({}, proto))).toEqual(proto);
    expect(diffJson({}, { constructor: 1 })).toEqual([
      { op: 'add', path: '/constructor', value: 1 },
    ]);
  });

  it('refuses a patch that does not fit, with a JsonPatchError', () => {
    const bad: JsonPatch[] = [
      [{ op: 'replace', path: '/missing', value: 1 }],
      [{ op: 'remove', path: '/list/5' }],
      [{ op: 'add', path: '/list/x', value: 1 }],
      [{ op: 'add', path: '/nope/deeper', value: 1 }],
      [{ op: 'remove', path: '' }],
      [{ op: 'add', path: 'no-slash', value: 1 }],
    ];
    for (const patch of bad)
      expect(() => applyJsonPatch({ list: [1] }, patch)).toThrow(JsonPatchError);
  });
});

describe('projectionChecksum', () => {
  it('is FNV-1a over the canonical form: key order and undefined keys do not matter', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(projectionChecksum({ b: 1, a: [1, 'x'] })).toBe(
      projectionChecksum({ a: [1, 'x'], b: 1 }),
    );
    expect(projectionChecksum({ a: 1, gone: undefined })).toBe(projectionChecksum({ a: 1 }));
    expect(projectionChecksum([undefined])).toBe(projectionChecksum([null]));
    expect(projectionChecksum({ a: 1 })).not.toBe(projectionChecksum({ a: 2 }));
    expect(projectionChecksum(['ab', 'c'])).not.toBe(projectionChecksum(['a', 'bc']));
    expect(projectionChecksum({ a: '1' })).not.toBe(projectionChecksum({ a: 1 }));
    expect(() => projectionChecksum({ a: Number.NaN })).toThrow(TypeError);
  });

  it('gives the same answer from its cache of container hashes, along a chain of patches', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(fc.tuple(fc.jsonValue(), fc.array(fc.nat(), { maxLength: 6 })), {
          minLength: 1,
          maxLength: 5,
        }),
        (first, changes) => {
          const cache = new ChecksumCache();
          let state: unknown = first;
          for (const [replacement, picks] of changes) {
            expect(projectionChecksum(state, cache)).toBe(projectionChecksum(state));
            const next = mutate(state, replacement, picks);
            state = applyJsonPatch(state, diffJson(state, next));
            expect(projectionChecksum(state, cache)).toBe(projectionChecksum(next));
          }
        },
      ),
    );
  });

  it('is the same on the host and in the client after the state crossed the wire', () => {
    fc.assert(
      fc.property(jsonPair, ([prev, next]) => {
        const state = (value: unknown, seq: number) => ({ seq, value }) as unknown as SessionState;
        const deltas = new ProjectionDeltas();
        deltas.remember(DISPLAY, state(prev, 1));
        const delta = overTheWire(deltas.delta(DISPLAY, 2, state(next, 2)));
        const follower = new ProjectionFollower<SessionState>();
        follower.opened(overTheWire(state(prev, 1)));
        const outcome = follower.receive(delta);
        expect(outcome.kind).toBe('applied');
        expect(follower.state).toEqual(overTheWire(state(next, 2)));
      }),
    );
  });
});

describe('ProjectionFollower', () => {
  const at = (seq: number, extra: Record<string, unknown> = {}) =>
    ({ seq, ...extra }) as unknown as SessionState;
  const host = () => {
    const deltas = new ProjectionDeltas();
    deltas.remember(CONTROL, at(1));
    return deltas;
  };

  it('applies contiguous patches, ignores stale ones and resyncs on a gap or a mismatch', () => {
    const deltas = host();
    const follower = new ProjectionFollower<SessionState>();
    follower.opened(at(1));
    const second = deltas.delta(CONTROL, 2, at(2, { a: 1 }));
    expect(follower.receive(second)).toEqual({ kind: 'applied', state: at(2, { a: 1 }) });
    expect(follower.receive(second).kind).toBe('stale');
    deltas.delta(CONTROL, 3, at(3, { a: 2 })); // lost on the way
    const fourth = deltas.delta(CONTROL, 4, at(4, { a: 3 }));
    expect(follower.receive(fourth)).toMatchObject({ kind: 'resync' });
    expect(follower.seq).toBe(2);
    const wrong = { ...deltas.delta(CONTROL, 5, at(5)), fromSeq: 3, checksum: '00000000' };
    expect(follower.receive(wrong)).toMatchObject({ kind: 'resync', reason: /checksum/ });
    expect(follower.state).toEqual(at(2, { a: 1 }));
  });

  it('holds updates that arrive during an open and applies those newer than it', () => {
    const deltas = host();
    const follower = new ProjectionFollower<SessionState>();
    follower.opening();
    const second = deltas.delta(CONTROL, 2, at(2, { a: 1 }));
    const third = deltas.delta(CONTROL, 3, at(3, { a: 2 }));
    expect(follower.receive(third).kind).toBe('held');
    expect(follower.receive(second).kind).toBe('held');
    expect(follower.opened(at(2, { a: 1 }))).toEqual({ kind: 'applied', state: at(3, { a: 2 }) });
  });

  it('asks for a resync when it has no state to patch', () => {
    const follower = new ProjectionFollower<SessionState>();
    expect(follower.receive(host().delta(CONTROL, 2, at(2))).kind).toBe('resync');
  });
});
