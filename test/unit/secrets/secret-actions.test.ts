import { lodestarSession } from '../../../features/index.ts';
import fc from 'fast-check';
import { contextFor } from '../../../session/history.ts';
import { describe, expect, it } from 'vitest';
import { SessionEngine } from '../../../session/engine.ts';
import { hashEntry } from '../../../session/hash.ts';
import { verifySession } from '../../../session/verify.ts';
import type { LogEntry } from '../../../session/types.ts';
import { verifySeal } from '../../../features/secrets/seal.ts';
import { sealProof, secretOf } from '../../../features/secrets/secrets-view.ts';
import { say } from '../teams/teams-fixtures.ts';
import { ELIGIBLE, INELIGIBLE, INFILTRATOR, secretsRecorder } from './secrets-fixtures.ts';

const assign = { type: 'secret.assign', role: 'infiltrator' };
const holders = (r: ReturnType<typeof secretsRecorder>) =>
  r.engine.state.secrets.assignments['infiltrator']?.players ?? [];

/** The log with entry `seq`'s outcome replaced, every hash and link re-made so only replay can tell. */
function tampered(log: readonly LogEntry[], seq: number, outcome: LogEntry['outcome']): LogEntry[] {
  const out: LogEntry[] = [];
  let prev = log[0]!.prev;
  for (const entry of log) {
    const changed = { ...entry, prev, ...(entry.seq === seq ? { outcome } : {}) };
    const { hash: _old, ...rest } = changed;
    const next = { ...rest, hash: hashEntry(rest) };
    out.push(next);
    prev = next.hash;
  }
  return out;
}

describe('secret.assign', () => {
  it('draws the same players again from the same seed, and writes only a seal and the pool size', () => {
    const a = secretsRecorder('seed-1');
    const b = secretsRecorder('seed-1');
    const [entry] = a.act(assign);
    b.act(assign);
    expect(holders(a)).toHaveLength(2);
    expect(holders(a)).toEqual(holders(b));
    const assignment = a.engine.state.secrets.assignments['infiltrator']!;
    expect(entry!.outcome).toEqual({ seal: assignment.seal, pool: 10 });
    const written = JSON.stringify(entry);
    for (const id of [...ELIGIBLE, ...INELIGIBLE]) expect(written).not.toContain(id);
    expect(written).not.toContain('Crew ');
    const line = say(a, entry!);
    expect(line).toBe(
      `Infiltrator ×2 drawn among 10 players (sealed ${assignment.seal.slice(0, 8)}…)`,
    );
    for (const id of holders(a)) expect(line).not.toContain(id);
  });

  it('never draws outside the pool (any seed)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (seed) => {
        const r = secretsRecorder(seed);
        r.act(assign);
        const drawn = holders(r);
        expect(new Set(drawn).size).toBe(2);
        for (const id of drawn) expect(ELIGIBLE).toContain(id);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a pool smaller than the count, and a second draw until cleared', () => {
    const small = secretsRecorder('s', {}, [{ ...INFILTRATOR, count: 11 }]);
    expect(() => small.act(assign)).toThrow(
      'Infiltrator needs 11 players but only 10 on the roster may be drawn',
    );
    const r = secretsRecorder();
    r.act(assign);
    const first = holders(r);
    expect(() => r.act(assign)).toThrow('already been drawn: clear it to draw again');
    const [cleared] = r.act({ type: 'secret.clear', role: 'infiltrator' });
    expect(say(r, cleared!)).toBe('Infiltrator cleared: draw it again');
    expect(r.engine.state.secrets.assignments).toEqual({});
    r.act({ type: 'session.undo' });
    expect(holders(r)).toEqual(first);
    expect(() => r.act({ type: 'secret.clear', role: 'nobody' })).toThrow(
      'no secret role "nobody"',
    );
  });

  it('keeps a player out of a second role they could not also hold', () => {
    const second = { ...INFILTRATOR, id: 'spy', name: 'Spy', count: 8 };
    const r = secretsRecorder('s', {}, [INFILTRATOR, second]);
    r.act(assign);
    r.act({ type: 'secret.assign', role: 'spy' });
    const spies = r.engine.state.secrets.assignments['spy']!.players;
    expect(spies.filter((id) => holders(r).includes(id))).toEqual([]);
    const crowded = secretsRecorder('s', {}, [INFILTRATOR, { ...second, count: 9 }]);
    crowded.act(assign);
    expect(() => crowded.act({ type: 'secret.assign', role: 'spy' })).toThrow(
      'Spy needs 9 players but only 8 on the roster may be drawn',
    );
  });

  it('has a seal that checks the right assignment and no other', () => {
    const r = secretsRecorder();
    r.act(assign);
    const proof = sealProof(r.engine.state, 'infiltrator')!;
    expect(proof.players).toEqual([...holders(r)].sort());
    expect(proof.salt).toMatch(/^[0-9a-f]{16}$/);
    expect(verifySeal(proof.role, proof.players, proof.salt, proof.seal)).toBe(true);
    expect(verifySeal(proof.role, [...proof.players].reverse(), proof.salt, proof.seal)).toBe(true);
    const other = ELIGIBLE.find((id) => !proof.players.includes(id))!;
    expect(verifySeal(proof.role, [proof.players[0]!, other], proof.salt, proof.seal)).toBe(false);
    expect(verifySeal(proof.role, proof.players.slice(1), proof.salt, proof.seal)).toBe(false);
    expect(verifySeal(proof.role, proof.players, '0'.repeat(16), proof.seal)).toBe(false);
    expect(verifySeal('spy', proof.players, proof.salt, proof.seal)).toBe(false);
    expect(sealProof(r.engine.state, 'spy')).toBeNull();
  });

  it('fails replay when the seal in the log was changed', () => {
    const r = secretsRecorder();
    const [entry] = r.act(assign);
    expect(SessionEngine.replay(r.engine.header, r.log, lodestarSession).state.secrets).toEqual(
      r.engine.state.secrets,
    );
    const seal = (entry!.outcome as { seal: string }).seal;
    const forged = tampered(r.log, entry!.seq, { seal: `${seal.slice(0, -1)}0`, pool: 10 });
    expect(() => SessionEngine.replay(r.engine.header, forged, lodestarSession)).toThrow(
      `entry ${entry!.seq} (secret.assign) replays to a different result`,
    );
    const report = verifySession(r.engine.header, forged, undefined, lodestarSession);
    expect(report.ok).toBe(false);
    expect(report.problems[0]!.message).toContain('replays to');
    expect(() =>
      SessionEngine.replay(
        r.engine.header,
        tampered(r.log, entry!.seq, { seal, pool: 9 }),
        lodestarSession,
      ),
    ).toThrow('replays to a different result');
  });

  it('picks each eligible player about count/pool of the time over many seeds', () => {
    const r = secretsRecorder();
    const module = r.engine.registry.get('secret.assign')!;
    const base = r.engine.state;
    const ctx = contextFor(lodestarSession, 'secret.assign', {
      header: r.engine.header,
      seq: 99,
      at: r.at,
      by: 'Ana',
    });
    const runs = 2000;
    const picks = new Map(ELIGIBLE.map((id) => [id, 0]));
    let rng = base.rng;
    for (let i = 0; i < runs; i++) {
      const applied = module.apply({ ...base, rng }, assign, ctx);
      rng = applied.state.rng;
      for (const id of applied.state.secrets.assignments['infiltrator']!.players)
        picks.set(id, picks.get(id)! + 1);
    }
    // Expected 2/10 of the runs each; chi-square with 9 degrees of freedom, p = 0.001 at 27.9.
    const expected = (runs * INFILTRATOR.count) / ELIGIBLE.length;
    const chi = [...picks.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
    for (const n of picks.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25);
  });
});

describe('secret.reveal', () => {
  it('makes an allegiance public, naming the player and the side', () => {
    const r = secretsRecorder();
    expect(() => r.act({ type: 'secret.reveal', player: 'crew-1' })).toThrow(
      'No secret role has been drawn yet',
    );
    r.act(assign);
    const infiltrator = holders(r)[0]!;
    const loyal = ELIGIBLE.find((id) => !holders(r).includes(id))!;
    const [shown] = r.act({ type: 'secret.reveal', player: infiltrator });
    const name = r.engine.state.roster.players.find((p) => p.id === infiltrator)!.name;
    expect(shown!.outcome).toEqual({ name, role: 'infiltrator' });
    expect(say(r, shown!)).toBe(`${name}'s allegiance revealed: Infiltrator`);
    const [human] = r.act({ type: 'secret.reveal', player: loyal });
    expect(say(r, human!)).toMatch(/^Crew \d+'s allegiance revealed: Human$/);
    expect(r.engine.state.secrets.revealed).toEqual({
      [infiltrator]: 'infiltrator',
      [loyal]: null,
    });
    expect(secretOf(r.engine.state, infiltrator)).toBe('infiltrator');
    expect(secretOf(r.engine.state, 'kim')).toBeNull();
    expect(() => r.act({ type: 'secret.reveal', player: loyal })).toThrow('already public');
    expect(() => r.act({ type: 'secret.reveal', player: 'nobody' })).toThrow(
      'There is no player "nobody"',
    );
  });
});
