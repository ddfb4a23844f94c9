import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { committeeDef, outcomeRecord, playerName } from './contest-defs.ts';
import { pileState } from './pile-view.ts';
import type { PileState } from './types.ts';
import { defineAction } from '../../session/define-action.ts';
import { recordChoice } from './meeting-actions.ts';

/**
 * Rising-price piles. To buy an option, play cards worth more than its pile; one of them goes
 * onto the pile (so the next buyer must beat the new total) and the rest are discarded. Or
 * take the pile's cards instead of an option, which leaves it empty.
 */

const value = z.number().int('must be a whole number').min(0, 'must be at least 0').max(1_000_000);
const playerId = z.string().min(1).max(80);

function pileOf(state: SessionState, scenario: Scenario, committee: string, option: string) {
  const def = committeeDef(scenario, committee);
  const opt = def.options.find((o) => o.id === option);
  if (!opt) throw new ActionRejected(`${def.name} has no option "${option}"`);
  return { def, opt, pile: pileState(def, state, opt.id) };
}

function withPile(
  state: SessionState,
  committee: string,
  option: string,
  pile: PileState,
): SessionState {
  const piles = { ...(state.contests.committees[committee] ?? {}), [option]: pile };
  return {
    ...state,
    contests: {
      ...state.contests,
      committees: { ...state.contests.committees, [committee]: piles },
    },
  };
}

function optionName(scenario: Scenario, committee: string, option: string): string {
  return (
    scenario.committees.find((c) => c.id === committee)?.options.find((o) => o.id === option)
      ?.name ?? option
  );
}

export const pileBuyModule = defineAction({
  type: 'pile.buy',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('pile.buy'),
    committee: idSchema,
    option: idSchema,
    player: playerId,
    played: z.array(value).min(1, 'play at least one card').max(100),
    added: value,
  }),
  apply(state, action, ctx) {
    const { def, opt, pile } = pileOf(state, ctx.header.scenario, action.committee, action.option);
    if (pile.locked) throw new ActionRejected(`${opt.name} is locked for the rest of this turn`);
    if (!state.roster.players.some((p) => p.id === action.player))
      throw new ActionRejected(`There is no player "${action.player}" on the roster`);
    const total = action.played.reduce((a, b) => a + b, 0);
    if (total <= pile.value)
      throw new ActionRejected(`${opt.name} costs more than ${pile.value}: ${total} is not enough`);
    const at = action.played.indexOf(action.added);
    if (at < 0)
      throw new ActionRejected(
        `The card added to the pile (${action.added}) must be one of those played`,
      );
    const discarded = action.played.filter((_, i) => i !== at);
    const next: PileState = {
      value: pile.value + action.added,
      cards: [...pile.cards, action.added],
      locked: false,
      holder: action.player,
    };
    const chosen = recordChoice(state, def, {
      player: action.player,
      kind: 'buy',
      option: opt.id,
      zero: action.added === 0,
    });
    return {
      state: withPile(chosen, action.committee, opt.id, next),
      // A card worth nothing on the pile earns the buyer another choice later in the meeting.
      outcome: {
        paid: total,
        pile: next.value,
        discarded,
        extraChoice: action.added === 0,
        player: playerName(state.roster.players, action.player),
      },
    };
  },
  describe(action, outcome, header) {
    const o = outcomeRecord(outcome);
    const who = typeof o['player'] === 'string' ? o['player'] : action.player;
    const extra = o['extraChoice'] === true ? ' (a 0 on the pile: one more choice later)' : '';
    return `${who} buys ${optionName(header.scenario, action.committee, action.option)} with ${action.played.join(' + ')}; the pile is now ${String(o['pile'] ?? '?')}${extra}`;
  },
});

export const pileTakeModule = defineAction({
  type: 'pile.take',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('pile.take'),
    committee: idSchema,
    option: idSchema,
    player: playerId,
    lock: z.boolean().default(false),
  }),
  apply(state, action, ctx) {
    const { def, opt, pile } = pileOf(state, ctx.header.scenario, action.committee, action.option);
    if (pile.locked) throw new ActionRejected(`${opt.name} is locked for the rest of this turn`);
    if (action.lock && !opt.lockable)
      throw new ActionRejected(`${opt.name} is not locked by taking its pile`);
    if (!state.roster.players.some((p) => p.id === action.player))
      throw new ActionRejected(`There is no player "${action.player}" on the roster`);
    const next: PileState = { value: 0, cards: [], locked: action.lock, holder: pile.holder };
    const chosen = recordChoice(state, def, {
      player: action.player,
      kind: 'take',
      option: opt.id,
      zero: false,
    });
    return {
      state: withPile(chosen, action.committee, opt.id, next),
      outcome: {
        cards: pile.cards,
        total: pile.value,
        player: playerName(state.roster.players, action.player),
      },
    };
  },
  describe(action, outcome, header) {
    const o = outcomeRecord(outcome);
    const who = typeof o['player'] === 'string' ? o['player'] : action.player;
    return `${who} takes the pile of ${optionName(header.scenario, action.committee, action.option)} (${String(o['total'] ?? '?')})${action.lock ? '; locked this turn' : ''}`;
  },
});

export const pileUnlockModule = defineAction({
  type: 'pile.unlock',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('pile.unlock'), committee: idSchema.optional() }),
  apply(state, action, ctx) {
    const ids = action.committee
      ? [committeeDef(ctx.header.scenario, action.committee).id]
      : Object.keys(state.contests.committees);
    const committees = { ...state.contests.committees };
    for (const id of ids)
      committees[id] = Object.fromEntries(
        Object.entries(committees[id] ?? {}).map(([k, p]) => [k, { ...p, locked: false }]),
      );
    return { state: { ...state, contests: { ...state.contests, committees } } };
  },
  describe: (action, _o, header) =>
    `Options unlocked${action.committee ? ` in ${header.scenario.committees.find((c) => c.id === action.committee)?.name ?? action.committee}` : ''} for a new turn`,
});

export const pileSetModule = defineAction({
  type: 'pile.set',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('pile.set'),
    committee: idSchema,
    option: idSchema,
    value,
  }),
  apply(state, action, ctx) {
    const { opt, pile } = pileOf(state, ctx.header.scenario, action.committee, action.option);
    const next: PileState = {
      ...pile,
      value: action.value,
      cards: action.value > 0 ? [action.value] : [],
    };
    return {
      state: withPile(state, action.committee, opt.id, next),
      outcome: { before: pile.value },
    };
  },
  describe: (action, _o, header) =>
    `The pile of ${optionName(header.scenario, action.committee, action.option)} set to ${action.value}`,
});

export const pileActionModules = [
  pileBuyModule,
  pileTakeModule,
  pileUnlockModule,
  pileSetModule,
] as const;
