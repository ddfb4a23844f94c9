import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { automationKinds, engines, lodestarSession } from '../../../features/index.ts';
import { defineAutomation } from '../../../session/automation.ts';
import { SessionDefinition } from '../../../session/session-definition.ts';

describe('phase-start automations', () => {
  it('turn an announcement into announce.post and a timer into timer.from-template', () => {
    const run = lodestarSession.automationActions;
    expect(run({ kind: 'announce', text: 'Black Market open', urgent: true })).toEqual([
      { type: 'announce.post', text: 'Black Market open', urgent: true },
    ]);
    expect(run({ kind: 'start-timer', template: 'map-tables' })).toEqual([
      { type: 'timer.from-template', template: 'map-tables' },
    ]);
  });

  it('are declared by the plugins, each kind by one', () => {
    expect(lodestarSession.automationKinds().sort()).toEqual(
      [
        'announce',
        'deal',
        'event-upkeep',
        'initiative',
        'produce',
        'roll-table',
        'start-timer',
      ].sort(),
    );
    const twice = defineAutomation({
      kind: 'announce',
      label: 'Announce again',
      schema: z.object({ kind: z.literal('announce') }),
      describe: () => 'Announce again',
      run: () => [],
    });
    expect(() => new SessionDefinition(engines, [...automationKinds, twice])).toThrow(
      'the phase-start automation "announce" is declared twice',
    );
  });

  it('leave a note rather than stop the clock when no plugin runs a kind', () => {
    expect(lodestarSession.automationActions({ kind: 'adjudicate' })).toEqual([
      {
        type: 'session.note',
        text: 'Skipped automation "adjudicate": nothing in this version of Lodestar runs it',
      },
    ]);
  });
});
