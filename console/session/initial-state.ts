import { initialClock } from '../clock/clock-state.ts';
import { seedRng } from '../random/rng.ts';
import type { History, SessionHeader, SessionState } from './types.ts';

/** The state before entry 1: the clock ready, the generator seeded, nothing posted. */
export function initialState(header: SessionHeader): SessionState {
  return {
    seq: 0,
    // Entries stamped before the session was created (a clock set back) count as its creation.
    lastAt: header.createdAt,
    status: 'running',
    endedAt: null,
    rng: seedRng(header.seed),
    clock: initialClock(header.scenario.schedule),
    timers: [],
    announcements: [],
    randomResults: [],
  };
}

export function initialHistory(header: SessionHeader): History {
  return { state: initialState(header), past: [], future: [] };
}
