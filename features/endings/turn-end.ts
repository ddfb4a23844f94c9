import { z } from 'zod';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type Action, type Json, type SessionState } from '../../session/types.ts';
import type { Viewer } from '../../session/viewer.ts';
import { newlyMet } from './conditions.ts';
import { endLine, seesEnding, standingsFor } from './ending-actions.ts';
import { rankTeams, standingsText } from './standings.ts';
import type { MetCondition } from './types.ts';

/**
 * The end of a turn, for conditions checked only then ("at the end of a round, a team with
 * 10 VP wins"; "the game ends after round 6, most VP first"). Logged by the session as the
 * clock enters the next turn (before that turn's own automations) and as the game ends; it
 * records every such condition met at that moment in the same entry.
 */

const hasTurnEndConditions = (scenario: Scenario) =>
  scenario.endConditions.some((c) => c.checked === 'turn-end');

const checkedTurns = (state: SessionState) => state.endings.turnsChecked ?? 0;

/** As a phase starts: the turn that ended, when the clock has just entered a later one. */
export function turnEndOnPhaseStart(state: SessionState, scenario: Scenario): Action[] {
  if (!hasTurnEndConditions(scenario)) return [];
  const { plan, current } = state.clock;
  const now = plan[current];
  if (!now) return [];
  // The latest turn before this one: a jump forward ends the turn just before the one entered.
  const ended = Math.max(0, ...plan.filter((p) => p.turn < now.turn).map((p) => p.turn));
  return ended > checkedTurns(state) ? [{ type: 'end.turn', turn: ended }] : [];
}

/** After any action: the turn the game ended in, once the clock has ended. */
export function turnEndAfterGameEnd(state: SessionState, scenario: Scenario): Action[] {
  if (!hasTurnEndConditions(scenario) || state.clock.status !== 'ended') return [];
  const turn = state.clock.plan[state.clock.current]?.turn ?? 0;
  return turn > checkedTurns(state) ? [{ type: 'end.turn', turn }] : [];
}

function turnLabel(state: SessionState, turn: number): string {
  return state.clock.plan.find((p) => p.turn === turn)?.turnLabel || `Turn ${turn}`;
}

/** The conditions met as a turn ends: the entry's outcome, which its log line reads. */
const metList = (outcome: Json | undefined): MetCondition[] => {
  const met = (outcome as { met?: unknown } | undefined)?.met;
  return Array.isArray(met) ? (met as unknown as MetCondition[]) : [];
};

function turnLine(scenario: Scenario, outcome: Json | undefined, viewer: Viewer | null): string {
  const label = (outcome as { label?: unknown } | undefined)?.label;
  const parts = metList(outcome)
    .filter((m) => viewer === null || seesEnding(scenario, m.condition, m.holder, viewer))
    .map((m) => {
      const def = scenario.endConditions.find((c) => c.id === m.condition);
      const standings = standingsText(scenario, def, standingsFor(m.standings ?? [], viewer));
      return `${endLine(scenario, m.condition, m.holder)}${standings ? ` — ${standings}` : ''}`;
    });
  return [`End of ${typeof label === 'string' ? label : 'the turn'}`, ...parts].join('; ');
}

export const endTurnModule = defineAction({
  type: 'end.turn',
  kind: 'end',
  schema: z.strictObject({
    type: z.literal('end.turn'),
    turn: z.number().int('must be a whole number').min(1).max(10_000),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    if (action.turn <= checkedTurns(state))
      throw new ActionRejected(`the end of turn ${action.turn} was checked already`);
    const met: MetCondition[] = newlyMet(scenario, state, action.turn).map((m) => {
      const def = scenario.endConditions.find((c) => c.id === m.condition);
      const standings = def && def.rankBy.length > 0 ? rankTeams(scenario, state, def) : [];
      return {
        ...m,
        seq: ctx.seq,
        turn: action.turn,
        ...(standings.length > 0 ? { standings } : {}),
      };
    });
    return {
      state: {
        ...state,
        endings: {
          ...state.endings,
          met: [...state.endings.met, ...met],
          turnsChecked: action.turn,
        },
      },
      outcome: { label: turnLabel(state, action.turn), met: met as unknown as Json },
    };
  },
  describe: (_action, outcome, header) => turnLine(header.scenario, outcome, null),
  describeFor: (_action, outcome, header, viewer) => turnLine(header.scenario, outcome, viewer),
});
