import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { readSessionJournal } from '../../../host/session-file.ts';
import { seedRng } from '../../../random/rng.ts';
import type { ScenarioInput } from '../../../scenarios/format/schema.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { createHeader, parseHeader } from '../../../session/session-header.ts';
import type { LogEntry, SessionHeader } from '../../../session/types.ts';
import { verifySession } from '../../../session/verify.ts';
import { ELIGIBLE, INFILTRATOR } from '../secrets/secrets-fixtures.ts';
import { setupScenario } from '../setup/setup-fixtures.ts';
import { teamsScenario } from '../teams/teams-fixtures.ts';
import { Recorder, T0 } from './session-fixtures.ts';

/**
 * Secret results (secret roles, face-down decks) draw on a generator seeded apart from the
 * public one: the public seed and the public actions predict none of them, Control's header
 * replays them exactly, and public dice do not depend on how many secrets were drawn.
 */

const SEED = 'public-seed';
const SECRET_SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

function header(secretSeed: string | undefined): SessionHeader {
  return createHeader({
    id: 'secret-stream',
    title: 'Secret stream',
    scenarioId: null,
    scenario: teamsScenario({ secretRoles: [INFILTRATOR] } as Partial<ScenarioInput>),
    seed: SEED,
    ...(secretSeed === undefined ? {} : { secretSeed }),
    createdAt: T0,
    createdBy: 'Ana',
    utcOffsetMinutes: 0,
  });
}

const ROSTER = {
  type: 'roster.import',
  players: ELIGIBLE.map((id, i) => ({
    id,
    name: `Crew ${i + 1}`,
    team: i % 2 ? 'beta' : 'alpha',
    role: 'crew',
  })),
};
const ASSIGN = { type: 'secret.assign', role: 'infiltrator' };

/** A session that draws the infiltrators and then rolls dice; `secrets` more deck draws first. */
function played(h: SessionHeader, secrets = 0): Recorder {
  const r = new Recorder(SessionEngine.start(h, lodestarSession));
  r.act(ROSTER);
  r.act(ASSIGN);
  for (let i = 0; i < secrets; i++)
    r.act({ type: 'deck.draw', deck: 'events', position: 'random', to: 'discard' });
  r.act({ type: 'dice.roll', expression: '3d6' });
  r.act({ type: 'dice.roll', expression: '1d20' });
  return r;
}

/** What the attacker must not learn: who holds the role and the salt of its seal. */
function drawn(engine: SessionEngine) {
  const a = engine.state.secrets.assignments['infiltrator']!;
  return { players: a.players, salt: a.salt, seal: a.seal };
}

const dice = (log: readonly LogEntry[]) =>
  log.filter((e) => e.action.type === 'dice.roll').map((e) => e.outcome);

/** Proposes each logged action again on a fresh engine: a replay that ignores recorded outcomes. */
function reenact(h: SessionHeader, log: readonly LogEntry[]): SessionEngine {
  const r = new Recorder(SessionEngine.start(h, lodestarSession));
  for (const entry of log) if (entry.causedBy === undefined) r.act(entry.action);
  return r.engine;
}

describe('the secret stream', () => {
  it('is not reproduced from the public seed and every public action', () => {
    const session = played(header(SECRET_SEED));
    // A facilitator who learned the seed and the actions rebuilds the session without the
    // secret seed (or guesses that it is the public one): the holders and salt come out otherwise.
    for (const guess of [undefined, SEED]) {
      const attempt = drawn(reenact(header(guess), session.log));
      expect(attempt.salt).not.toBe(drawn(session.engine).salt);
      expect(attempt.seal).not.toBe(drawn(session.engine).seal);
      expect(attempt.players).not.toEqual(drawn(session.engine).players);
    }
  });

  it("is reproduced exactly by Control's replay of the header and log", () => {
    const session = played(header(SECRET_SEED), 2);
    const replayed = SessionEngine.replay(session.engine.header, session.log, lodestarSession);
    expect(drawn(replayed)).toEqual(drawn(session.engine));
    expect(replayed.state).toEqual(session.engine.state);
    expect(reenact(header(SECRET_SEED), session.log).state.secrets).toEqual(
      session.engine.state.secrets,
    );
    const report = verifySession(session.engine.header, session.log, undefined, lodestarSession);
    expect(report.problems).toEqual([]);
  });

  it('leaves the public dice as they are, however many secrets were drawn', () => {
    const none = played(header(SECRET_SEED), 0);
    const some = played(header(SECRET_SEED), 3);
    expect(dice(some.log)).toEqual(dice(none.log));
    expect(some.engine.state.rng).toEqual(none.engine.state.rng);
    expect(some.engine.state.secretRng).not.toEqual(none.engine.state.secretRng);
    // The decks' starting shuffle is secret too: the public generator starts as its seed does.
    expect(SessionEngine.start(header(SECRET_SEED), lodestarSession).state.rng).toEqual(
      seedRng(SEED),
    );
  });

  it('deals the hidden draft draws from it', () => {
    const r = new Recorder(
      SessionEngine.start(
        createHeader({ ...header(SECRET_SEED), scenario: setupScenario() }),
        lodestarSession,
      ),
    );
    const step = { step: 'draft' };
    r.act({ type: 'setup.draft-pick', ...step, team: 'north', card: 'oak' });
    r.act({ type: 'setup.draft-pass', ...step, team: 'east' });
    r.act({ type: 'setup.draft-pick', ...step, team: 'south', card: 'ash' });
    r.act({ type: 'setup.draft-pass', ...step, team: 'west' });
    const before = r.engine.state;
    r.act({ type: 'setup.draft-draw', ...step, team: 'east' });
    expect(r.engine.state.rng).toEqual(before.rng);
    expect(r.engine.state.secretRng).not.toEqual(before.secretRng);
  });

  it('is one stream with the public one in a session without a secret seed', () => {
    const old = SessionEngine.start(header(undefined), lodestarSession);
    expect('secretRng' in old.state).toBe(false);
    const one = played(header(undefined), 0);
    const two = played(header(undefined), 3);
    expect(dice(two.log)).not.toEqual(dice(one.log));
  });

  it('keeps its seed through a header written and read back, and refuses an empty one', () => {
    const h = header(SECRET_SEED);
    expect(parseHeader(JSON.parse(JSON.stringify(h)))).toEqual(h);
    expect(parseHeader({ ...h, secretSeed: '' })).toEqual({
      error: expect.stringContaining('a secret seed cannot be empty'),
    });
    expect('secretSeed' in header(undefined)).toBe(false);
  });
});

describe('an old session file without a secret seed', () => {
  const fixtures = fileURLToPath(new URL('../../fixtures/sessions/', import.meta.url));

  it('draws its secrets from the one stream and replays to the state it reached', async () => {
    const journal = await readSessionJournal(path.join(fixtures, 'so-say-we-all.session.jsonl'));
    expect(journal.header.secretSeed).toBeUndefined();
    expect(journal.entries.some((e) => e.action.type === 'secret.assign')).toBe(true);
    expect(journal.entries.some((e) => e.action.type === 'deck.deal')).toBe(true);
    const { header: h, entries, headerHash } = journal;
    const report = verifySession(h, entries, undefined, lodestarSession, headerHash);
    expect(report.problems).toEqual([]);
    const engine = SessionEngine.replay(h, entries, lodestarSession, { headerHash });
    const expected = JSON.parse(
      await readFile(path.join(fixtures, 'so-say-we-all.state.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect('secretRng' in engine.state).toBe(false);
    expect(engine.state.rng).toEqual(expected['rng']);
    expect(engine.state.secrets).toEqual(expected['secrets']);
    expect(engine.state.draws.decks).toEqual((expected['draws'] as { decks: unknown }).decks);
  });
});
