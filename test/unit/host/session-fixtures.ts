import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { CONTROL } from '../../../session/viewer.ts';
import type { SessionChange } from '../../../host/session-store.ts';
import { applyJsonPatch } from '../../../session/json-patch.ts';
import type { SessionState } from '../../../session/types.ts';
import type { EventOf } from '../../../host/channels.ts';

/**
 * A small scenario with a real timetable for the session tests: two turns of three phases,
 * an announcement at the start of the second phase (an automation, so an action appends two
 * entries), and a repeating timer template.
 */
export function timedScenario(title = 'Harbour Night'): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title, players: { min: 12, max: 20 }, durationMinutes: 120 },
    schedule: {
      startTime: '16:00',
      hardStop: '20:00',
      blocks: [
        {
          id: 'main',
          label: 'Turn',
          repeat: 6,
          phases: [
            { id: 'plan', name: 'Planning', minutes: 10, colour: '#2563eb' },
            {
              id: 'act',
              name: 'Action',
              minutes: 15,
              colour: '#dc2626',
              atStart: [{ kind: 'announce', text: 'Action phase: move your fleets' }],
            },
            { id: 'talk', name: 'Talks', minutes: 5, colour: '#16a34a' },
          ],
        },
      ],
      timers: [{ id: 'enemy', name: 'Enemy acts', kind: 'repeating', seconds: 120 }],
    },
  });
}

/** A fixed moment: 16:00 UTC on a spring day. */
export const START = Date.UTC(2031, 3, 5, 16, 0, 0);

/** A clock the test moves by hand. */
export function manualClock(start = START) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
      return now;
    },
    set(at: number) {
      now = at;
    },
  };
}

/**
 * A varied action for step `i` of a scripted run: clock moves, timers, announcements, random
 * picks, notes and undo/redo. Invalid or rejected ones (e.g. a pause while paused) are fine:
 * callers skip what the session refuses.
 */
export function mixedAction(i: number): Record<string, unknown> {
  const pick = i % 12;
  switch (pick) {
    case 0:
      return { type: 'clock.next' };
    case 1:
      return { type: 'announce.post', text: `Notice ${i}`, urgent: i % 5 === 0 };
    case 2:
      return { type: 'random.pick', label: `Pick ${i}`, options: ['red', 'green', 'blue', 'gold'] };
    case 3:
      return { type: 'session.undo' };
    case 4:
      return { type: 'session.redo' };
    case 5:
      return { type: 'clock.adjust', seconds: 60 };
    case 6:
      return { type: 'session.note', text: `Note ${i}` };
    case 7:
      return { type: 'clock.pause' };
    case 8:
      return { type: 'clock.resume' };
    case 9:
      return { type: 'timer.create', name: `Timer ${i}`, kind: 'countdown', seconds: 300 };
    case 10:
      return { type: 'timer.from-template', template: 'enemy' };
    default:
      return { type: 'clock.previous' };
  }
}

/** A session update as Control's console has it once it applied the patch: with the state. */
type AppliedUpdate = Omit<EventOf<'session.updated'>, 'patch' | 'checksum' | 'seq'> & {
  state: SessionState;
};

/** A change to the sessions as Control's console hears it. */
export type HeardChange =
  Exclude<SessionChange, { kind: 'updated' }> | { kind: 'updated'; payload: AppliedUpdate };

/** The state each session's updates made so far, as a console that heard them all has it. */
const heardStates = new Map<string, SessionState>();

/** A console opened the session: the next update's patch starts from this state. */
export function heardOpen(id: string, state: SessionState): void {
  heardStates.set(id, state);
}

/** Applies each update's patch to the one before, so tests compare states, not patches. */
export const heard = (change: SessionChange): HeardChange => {
  if (change.kind !== 'updated') return change;
  const { patch, checksum: _checksum, seq: _seq, ...rest } = change.payloadFor(CONTROL);
  const state = applyJsonPatch(heardStates.get(rest.id) ?? null, patch) as SessionState;
  heardStates.set(rest.id, state);
  return { kind: 'updated', payload: { ...rest, state } };
};
