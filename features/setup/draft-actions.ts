import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { drawSecretly } from '../../random/secret-stream.ts';
import { ActionRejected, type Json } from '../../session/types.ts';
import {
  cardTitle,
  checkTurn,
  draftCards,
  draftSeat,
  draftTurn,
  freeCards,
  withSeat,
} from './draft.ts';
import { setupStep, teamName } from './setup-steps.ts';
import { defineAction } from '../../session/define-action.ts';

/** The draft's actions: pick, pass, draw at random (and again), reveal a hidden draw. */

const teamAction = <T extends 'setup.draft-pass' | 'setup.draft-draw' | 'setup.draft-reveal'>(
  type: T,
) => z.strictObject({ type: z.literal(type), step: idSchema, team: idSchema });

function field(outcome: Json | undefined, key: string): Json | undefined {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome)
    ? outcome[key]
    : undefined;
}

export const draftPickModule = defineAction({
  type: 'setup.draft-pick',
  kind: 'setup',
  schema: z.strictObject({
    type: z.literal('setup.draft-pick'),
    step: idSchema,
    team: idSchema,
    card: idSchema,
  }),
  byTeam: {
    setting: 'draft',
    check: (action, _state, _header, team) =>
      action.team === team ? null : 'a team picks only for itself',
  },
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'draft');
    const name = teamName(scenario, action.team);
    checkTurn(state, step.id, action.team, name);
    if (!draftCards(scenario, step).includes(action.card))
      throw new ActionRejected(`There is no card "${action.card}" to draft`);
    if (!freeCards(scenario, step, state).includes(action.card))
      throw new ActionRejected(`${cardTitle(scenario, step.id, action.card)} is already taken`);
    const seat = { ...draftSeat(state, step.id, action.team), card: action.card };
    return { state: withSeat(state, step.id, action.team, seat) };
  },
  describe: (action, _outcome, header) =>
    `${teamName(header.scenario, action.team)} picked ${cardTitle(header.scenario, action.step, action.card)}`,
});

export const draftPassModule = defineAction({
  type: 'setup.draft-pass',
  kind: 'setup',
  schema: teamAction('setup.draft-pass'),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'draft');
    checkTurn(state, step.id, action.team, teamName(scenario, action.team));
    const seat = { ...draftSeat(state, step.id, action.team), passed: true };
    return { state: withSeat(state, step.id, action.team, seat) };
  },
  describe: (action, _outcome, header) =>
    `${teamName(header.scenario, action.team)} passed: dealt a card at random later`,
});

/**
 * Deals a team that passed a card nobody holds or has drawn. Each draw replaces the card held
 * (the rejected one is not dealt again); draws before the last allowed stay hidden, and the
 * last allowed one is public at once. The log names only public cards.
 */
export const draftDrawModule = defineAction({
  type: 'setup.draft-draw',
  kind: 'setup',
  schema: teamAction('setup.draft-draw'),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'draft');
    const name = teamName(scenario, action.team);
    const seat = draftSeat(state, step.id, action.team);
    if (!seat.passed) throw new ActionRejected(`${name} did not pass: only teams that passed draw`);
    if (draftTurn(state, step.id) !== null)
      throw new ActionRejected('Draws begin once every team has picked or passed');
    if (seat.draws.length >= step.draws)
      throw new ActionRejected(`${name} has used all ${step.draws} draws`);
    if (seat.draws.length > 0 && !seat.hidden)
      throw new ActionRejected(`${name} has revealed its card and keeps it`);
    const free = freeCards(scenario, step, state);
    if (free.length === 0) throw new ActionRejected('No cards are left to deal');
    // A draw may stay hidden, so it comes from the secret stream.
    const [card, drawn] = drawSecretly(state, (g) => free[g.int(free.length)] as string);
    const draws = [...seat.draws, card];
    const hidden = draws.length < step.draws;
    const next = withSeat(drawn, step.id, action.team, { ...seat, card, draws, hidden });
    return {
      state: next,
      outcome: { draw: draws.length, of: step.draws, card: hidden ? null : card },
    };
  },
  describe(action, outcome, header) {
    const name = teamName(header.scenario, action.team);
    const draw = field(outcome, 'draw');
    const of = field(outcome, 'of');
    const card = field(outcome, 'card');
    const count =
      typeof draw === 'number' && typeof of === 'number' ? ` (draw ${draw} of ${of})` : '';
    return typeof card === 'string'
      ? `${name} drew ${cardTitle(header.scenario, action.step, card)}${count}, public`
      : `${name} drew a hidden card${count}`;
  },
});

export const draftRevealModule = defineAction({
  type: 'setup.draft-reveal',
  kind: 'setup',
  schema: teamAction('setup.draft-reveal'),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'draft');
    const seat = draftSeat(state, step.id, action.team);
    if (!seat.hidden || seat.card === null)
      throw new ActionRejected(`${teamName(scenario, action.team)} holds no hidden card`);
    return {
      state: withSeat(state, step.id, action.team, { ...seat, hidden: false }),
      outcome: { card: seat.card },
    };
  },
  describe(action, outcome, header) {
    const card = field(outcome, 'card');
    return `${teamName(header.scenario, action.team)} revealed ${typeof card === 'string' ? cardTitle(header.scenario, action.step, card) : 'its card'}`;
  },
});
