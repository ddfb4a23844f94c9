import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { parseDice } from '../draws/dice/parse.ts';
import { customDiceOf } from '../draws/lookup.ts';
import { withGenerator } from '../../random/rng.ts';
import { ActionRejected, type Json } from '../../session/types.ts';
import { rollForSeats, seatOrder } from './seat-roll.ts';
import { setupStep, teamName } from './setup-steps.ts';
import { defineAction } from '../../session/define-action.ts';
import { everySeatIfUnsaid, seatsFor, seatsSchema } from '../teams/seats-in-play.ts';

/** Every seated team rolls; the seats become highest to lowest, and every roll is kept. */
export const seatRollModule = defineAction({
  type: 'setup.seat-roll',
  kind: 'setup',
  schema: z.strictObject({
    type: z.literal('setup.seat-roll'),
    step: idSchema,
    seats: seatsSchema,
  }),
  fromLog: everySeatIfUnsaid,
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'seat-roll');
    if (state.setup.seatRolls)
      throw new ActionRejected('Seats have already been rolled: undo the roll to seat again');
    const teams = seatsFor(action.seats, state.roster, state.roster.teamOrder);
    if (teams.length < 2) throw new ActionRejected('Rolling for seats needs at least 2 teams');
    const parsed = parseDice(step.dice, customDiceOf(scenario));
    if (!parsed.ok) throw new ActionRejected(`“${step.dice}”: ${parsed.error}`);
    const [rolls, rng] = withGenerator(state.rng, (g) => rollForSeats(parsed.expr, teams, g));
    if (!rolls)
      throw new ActionRejected(`“${step.dice}” cannot break ties: it always rolls the same`);
    // Empty seats keep their places after the seats rolled for.
    const rolled = seatOrder(rolls, teams);
    const order = [...rolled, ...state.roster.teamOrder.filter((t) => !rolled.includes(t))];
    const seated = ctx.use('roster').seatTeams(state, order);
    return {
      state: { ...seated, rng, setup: { ...state.setup, seatRolls: rolls } },
      outcome: { rolls, order: rolled } as unknown as Json,
    };
  },
  describe(_action, outcome, header) {
    const o = outcome as { rolls?: Record<string, number[]>; order?: string[] } | undefined;
    if (!o?.rolls || !o.order) return 'Rolled for seats';
    const rolls = o.rolls;
    return `Rolled for seats: ${o.order
      .map((t) => `${teamName(header.scenario, t)} ${(rolls[t] ?? []).join('→')}`)
      .join(', ')}`;
  },
});
