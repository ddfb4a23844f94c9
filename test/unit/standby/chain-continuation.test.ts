import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContinuation, type ChainTail } from '../../../session/chain-continuation.ts';
import { hashEntry } from '../../../session/hash.ts';
import type { LogEntry } from '../../../session/types.ts';

const HEADER_HASH = 'a'.repeat(64);
const START: ChainTail = { seq: 0, hash: HEADER_HASH };

/** A chained journal of notes, as a host writes it. */
function journal(texts: readonly string[], headerHash = HEADER_HASH): LogEntry[] {
  const entries: LogEntry[] = [];
  let prev = headerHash;
  texts.forEach((text, i) => {
    const body = {
      seq: i + 1,
      at: 1_750_000_000_000 + i * 1000,
      by: 'Ana',
      action: { type: 'session.note', text },
      prev,
    };
    const entry = { ...body, hash: hashEntry(body) } as LogEntry;
    entries.push(entry);
    prev = entry.hash;
  });
  return entries;
}

const tailOf = (entries: readonly LogEntry[], upTo: number): ChainTail =>
  upTo === 0 ? START : { seq: upTo, hash: (entries[upTo - 1] as LogEntry).hash };

describe('checking entries copied from a host', () => {
  const log = journal(['one', 'two', 'three', 'four']);

  it('accepts entries that continue the chain, as JSON they arrive in', () => {
    const wire = JSON.parse(JSON.stringify(log.slice(2))) as unknown[];
    const { accepted, problem } = checkContinuation(tailOf(log, 2), wire);
    expect(problem).toBeNull();
    expect(accepted).toEqual(log.slice(2));
  });

  it('refuses a broken chain: an entry that links to another log', () => {
    const other = journal(['one', 'two', 'three'], 'b'.repeat(64));
    const { accepted, problem } = checkContinuation(tailOf(log, 2), [other[2]]);
    expect(accepted).toEqual([]);
    expect(problem).toMatchObject({ seq: 3, kind: 'broken-link' });
  });

  it('refuses a gap, keeping the entries before it', () => {
    const { accepted, problem } = checkContinuation(START, [log[0], log[2]]);
    expect(accepted).toEqual([log[0]]);
    expect(problem).toMatchObject({ seq: 2, kind: 'gap' });
    expect(problem?.message).toContain('entries are missing');
  });

  it('refuses a duplicate of an entry already held', () => {
    const { accepted, problem } = checkContinuation(tailOf(log, 2), [log[1], log[2]]);
    expect(accepted).toEqual([]);
    expect(problem).toMatchObject({ seq: 3, kind: 'duplicate' });
  });

  it('refuses a tampered entry whose hash no longer matches', () => {
    const tampered = { ...log[1], action: { type: 'session.note', text: 'TWO' } };
    const { accepted, problem } = checkContinuation(tailOf(log, 1), [tampered, log[2]]);
    expect(accepted).toEqual([]);
    expect(problem).toMatchObject({ seq: 2, kind: 'tampered' });
  });

  it('refuses what is not a log entry at all', () => {
    for (const bad of [null, 'entry', { seq: 1 }, { ...log[0], extra: true }]) {
      const { accepted, problem } = checkContinuation(START, [bad]);
      expect(accepted).toEqual([]);
      expect(problem).toMatchObject({ seq: 1, kind: 'malformed' });
    }
  });

  it('copies any journal whole, however it is paged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 30 }),
        (texts, pageSizes) => {
          const entries = journal(texts);
          let tail = START;
          let page = 0;
          while (tail.seq < entries.length) {
            const size = pageSizes[page++ % pageSizes.length] as number;
            const wire = JSON.parse(
              JSON.stringify(entries.slice(tail.seq, tail.seq + size)),
            ) as unknown[];
            const { accepted, problem } = checkContinuation(tail, wire);
            expect(problem).toBeNull();
            tail = tailOf(entries, tail.seq + accepted.length);
          }
          expect(tail.hash).toBe(entries.at(-1)?.hash);
        },
      ),
    );
  });

  it('stops at the first changed entry of any journal and keeps only those before it', () => {
    const change = fc.constantFrom('drop', 'repeat', 'edit', 'relink');
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 10 }), { minLength: 3, maxLength: 20 }),
        fc.nat(),
        change,
        (texts, at, kind) => {
          const entries: unknown[] = journal(texts);
          // Not the last: a page cut short is no break (the next page brings the rest).
          const i = 1 + (at % (entries.length - 2));
          const entry = entries[i] as LogEntry;
          if (kind === 'drop') entries.splice(i, 1);
          if (kind === 'repeat') entries.splice(i, 0, entries[i - 1]);
          if (kind === 'edit') entries[i] = { ...entry, by: `${entry.by}!` };
          if (kind === 'relink') entries[i] = { ...entry, prev: 'c'.repeat(64) };
          const { accepted, problem } = checkContinuation(START, entries);
          expect(accepted).toHaveLength(i);
          expect(problem?.seq).toBe(i + 1);
        },
      ),
    );
  });
});
