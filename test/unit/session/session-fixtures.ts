import { z } from 'zod';
import { scenarioSchema, type Scenario } from '../../../scenarios/format/schema.ts';
import { engines, lodestarSession } from '../../../features/index.ts';
import { defineAction } from '../../../session/define-action.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { definePlugin } from '../../../session/plugin.ts';
import { SessionDefinition } from '../../../session/session-definition.ts';
import { createHeader } from '../../../session/session-header.ts';
import type { Action, LogEntry, SessionHeader } from '../../../session/types.ts';

/** A small game: two turns of two phases, the second announcing itself and starting a timer. */
export function testScenario(): Scenario {
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Test game', players: { min: 2, max: 12 }, durationMinutes: 60 },
    schedule: {
      blocks: [
        {
          id: 'main',
          repeat: 2,
          phases: [
            { id: 'talk', name: 'Talk', minutes: 10 },
            {
              id: 'act',
              name: 'Act',
              minutes: 5,
              atStart: [
                { kind: 'announce', text: 'Orders in!', urgent: true },
                { kind: 'start-timer', template: 'raid' },
              ],
            },
          ],
        },
      ],
      timers: [{ id: 'raid', name: 'Raid', kind: 'countdown', seconds: 120 }],
    },
  });
}

export const T0 = Date.UTC(2025, 5, 14, 15, 0, 0);

export function testHeader(overrides: Partial<Parameters<typeof createHeader>[0]> = {}) {
  return createHeader({
    id: 'test-session',
    title: 'Test session',
    scenarioId: 'test-game',
    scenario: testScenario(),
    seed: 'fixed-seed',
    createdAt: T0,
    createdBy: 'Ana',
    utcOffsetMinutes: 60,
    ...overrides,
  });
}

/**
 * A test-only action whose follow-ups are given in the action itself, so grouping and
 * skipped automations can be tested without depending on a schedule.
 */
export const triggerModule = defineAction({
  type: 'test.trigger',
  kind: 'session',
  schema: z.object({
    type: z.literal('test.trigger'),
    followUps: z.array(z.looseObject({ type: z.string() })).default([]),
  }),
  apply: (state, action) => ({ state, followUps: action.followUps as Action[] }),
  describe: (action) => `Trigger ${action.followUps.length} follow-ups`,
});

/** The plugins whose actions the session-only tests use: announcements and random picks. */
const SESSION_ONLY = new Set(['announcements', 'randomResults']);

/**
 * Every slice of the state, but only the session's own actions, announcements, random picks
 * and the test trigger (no clock, so no automations run).
 */
export function sessionOnlyDefinition(): SessionDefinition {
  return new SessionDefinition([
    ...engines.map((plugin) =>
      SESSION_ONLY.has(plugin.key) ? plugin : { ...plugin, actions: [], automations: {} },
    ),
    definePlugin({ key: 'test', actions: [triggerModule] }),
  ]);
}

/** An engine with a journal: what the host keeps, in memory. */
export class Recorder {
  readonly log: LogEntry[] = [];
  at: number;
  constructor(
    readonly engine: SessionEngine,
    start = T0 + 1000,
  ) {
    this.at = start;
  }
  /** Proposes and accepts; returns the new entries. Advances the clock by `stepMs` first. */
  act(action: unknown, stepMs = 1000, by = 'Ana'): LogEntry[] {
    this.at += stepMs;
    const proposal = this.engine.propose(action, { at: this.at, by });
    this.engine.accept(proposal);
    this.log.push(...proposal.entries);
    return proposal.entries;
  }
}

export function recorder(
  header: SessionHeader = testHeader(),
  definition: SessionDefinition = lodestarSession,
) {
  return new Recorder(SessionEngine.start(header, definition));
}

/** Deep-freezes a value so a test fails if anything mutates it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
