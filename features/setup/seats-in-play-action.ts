import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { ActionRejected } from '../../session/types.ts';
import type { SessionState } from '../../session/state.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { setupStep, teamName } from './setup-steps.ts';
import type { SetupStep } from './setup-format.ts';

type SeatsStep = Extract<SetupStep, { kind: 'seats-in-play' }>;

/** The fewest and most players the step allows, never more than the seats there are. */
export function playerRange(
  scenario: Scenario,
  step: SeatsStep,
  seats: number,
): { min: number; max: number } {
  const min = step.min ?? scenario.meta.players.min;
  const max = Math.min(step.max ?? scenario.meta.players.max, seats);
  return { min, max };
}

/** The seats a count or a list names, checked against the table and the step's range. */
function chosenSeats(
  scenario: Scenario,
  state: SessionState,
  step: SeatsStep,
  count: number | undefined,
  named: readonly string[] | undefined,
): string[] {
  const order = state.roster.teamOrder;
  if ((count === undefined) === (named === undefined))
    throw new ActionRejected('Say how many are playing or which seats are in play, not both');
  const seats = named ? [...named] : order.slice(0, count);
  for (const seat of seats)
    if (!order.includes(seat))
      throw new ActionRejected(`${teamName(scenario, seat)} is not a seat at this table`);
  if (new Set(seats).size !== seats.length) throw new ActionRejected('A seat is named twice');
  const { min, max } = playerRange(scenario, step, order.length);
  const n = count ?? seats.length;
  if (n < min || n > max)
    throw new ActionRejected(`${step.name}: ${min} to ${max} players, not ${n}`);
  return seats;
}

/**
 * How many are playing: the seats in play from now on. Asked before anything goes round the
 * table, so it is refused once seats are rolled or a draft has begun (undo those first).
 */
export const seatsInPlayModule = defineAction({
  type: 'setup.seats-in-play',
  kind: 'setup',
  schema: z.strictObject({
    type: z.literal('setup.seats-in-play'),
    step: idSchema,
    /** The first this many seats play. */
    count: z.number().int('must be a whole number').min(1).max(100).optional(),
    /** Or the seats that play, by id. */
    seats: z.array(idSchema).min(1).max(100).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'seats-in-play');
    if (state.setup.seatRolls)
      throw new ActionRejected('Seats have already been rolled: undo the roll to change who plays');
    if (Object.keys(state.setup.drafts).length > 0)
      throw new ActionRejected('A draft has begun: undo it to change who plays');
    const seats = chosenSeats(scenario, state, step, action.count, action.seats);
    return {
      state: ctx.use('roster').setSeatsInPlay(state, seats),
      outcome: { seats },
    };
  },
  describe(action, outcome, header) {
    const seats = (outcome as { seats?: unknown } | undefined)?.seats;
    if (!Array.isArray(seats)) return 'Set the seats in play';
    const names = seats.map((s) => teamName(header.scenario, String(s)));
    return `${names.length} playing: ${names.join(', ')}`;
  },
});
