import { initialClock } from '../clock/clock-state.ts';
import { initialDraws } from '../draws/initial-draws.ts';
import { initialContests } from '../contests/initial-contests.ts';
import { seedRng } from '../random/rng.ts';
import { initialRoster, initialTrackers } from '../teams/initial-teams.ts';
import type { History, SessionHeader, SessionState } from './types.ts';

/**
 * The state before entry 1: the clock ready, the generator seeded (and moved on by the decks
 * shuffled at the start), nothing posted.
 */
export function initialState(header: SessionHeader): SessionState {
  const [draws, rng] = initialDraws(header.scenario, seedRng(header.seed));
  return {
    seq: 0,
    // Entries stamped before the session was created (a clock set back) count as its creation.
    lastAt: header.createdAt,
    status: 'running',
    endedAt: null,
    rng,
    clock: initialClock(header.scenario.schedule),
    timers: [],
    announcements: [],
    randomResults: [],
    draws,
    roster: initialRoster(header.scenario),
    trackers: initialTrackers(),
    events: { tallies: [] },
    secrets: { assignments: {}, revealed: {} },
    contests: initialContests(header.scenario),
    setup: { seatRolls: null, drafts: {}, done: [] },
  };
}

export function initialHistory(header: SessionHeader): History {
  return { state: initialState(header), past: [], future: [] };
}
