import { z } from 'zod';
import { knowsHolder } from './hidden-holders.ts';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { defineAction } from '../../../session/define-action.ts';
import type { Json, SessionHeader, SessionState } from '../../../session/types.ts';
import type { Viewer } from '../../../session/viewer.ts';
import { seesDeckPile } from '../projection.ts';
import { changeCounters, counterKindName, counterProgress, countersOn } from './card-counters.ts';
import { cardTitles, deckName, deckStep, plural } from './deck-step.ts';
import { pileIndex } from './deck-ops.ts';

/**
 * `card.add-counter` / `card.remove-counter`: put counters of one kind on a card in play, or
 * take them off. The outcome keeps the pile the card lay in, so the log names the card only to
 * whoever sees that pile.
 */

const kindSchema = z
  .string()
  .trim()
  .min(1, 'name the kind of counter')
  .max(40, 'a counter kind is at most 40 characters');
const instanceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\/[1-9][0-9]*$/, 'must be a card copy such as "plasma-lance/1"');
const countSchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1000, 'must be at most 1000')
  .default(1);

function record(outcome: Json | undefined): Record<string, Json> {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
}

interface CounterAction {
  deck: string;
  card: string;
  kind: string;
  count?: number;
}

function applyCounter(sign: 1 | -1) {
  return (state: SessionState, action: CounterAction, ctx: { header: SessionHeader }) => {
    const scenario = ctx.header.scenario;
    return deckStep(state, scenario, action.deck, (def, deck) => {
      const count = action.count ?? 1;
      const name = counterKindName(scenario, def, action.kind);
      const changed = changeCounters(def, deck, action.card, action.kind, sign * count, name);
      const on = countersOn(changed, action.card);
      const progress = counterProgress(def, action.card, on);
      return {
        deck: changed,
        outcome: {
          pile: pileIndex(changed).get(action.card) ?? '',
          now: on[action.kind] ?? 0,
          ...(progress ? { have: progress.have, goal: progress.goal } : {}),
        },
      };
    });
  };
}

/** "Control put 1 Red cube on Plasma Lance (2 / 3, Understood)". */
function describeCounter(
  verb: 'Put' | 'Took',
  action: CounterAction,
  outcome: Json | undefined,
  scenario: Scenario,
  named: boolean,
): string {
  const o = record(outcome);
  const def = scenario.decks.find((d) => d.id === action.deck);
  const kind = def ? counterKindName(scenario, def, action.kind) : action.kind;
  const noun = def?.counters?.noun ?? 'counter';
  const what = plural(action.count ?? 1, `${kind} ${noun}`);
  const card = named
    ? cardTitles(scenario, action.deck, [action.card])
    : `a card of ${deckName(scenario, action.deck)}`;
  const progress =
    typeof o.have === 'number' && typeof o.goal === 'number'
      ? ` (${o.have} / ${o.goal}${o.have >= o.goal ? `, ${def?.counters?.complete ?? 'Complete'}` : ''})`
      : typeof o.now === 'number'
        ? ` (${plural(o.now, `${kind} ${noun}`)} on it)`
        : '';
  return `${verb} ${what} ${verb === 'Put' ? 'on' : 'off'} ${card}${named ? progress : ''}`;
}

const describeFor =
  (verb: 'Put' | 'Took') =>
  (action: CounterAction, outcome: Json | undefined, header: SessionHeader, viewer: Viewer) => {
    const pile = record(outcome).pile;
    const named =
      typeof pile === 'string' && seesDeckPile(viewer, header.scenario, action.deck, pile);
    return describeCounter(verb, action, outcome, header.scenario, named);
  };

/** Counters on a card in a hand whose holder is secret are seen by those who know the holder. */
const onKnownPile = (
  action: CounterAction,
  outcome: Json | undefined,
  header: SessionHeader,
  viewer: Viewer,
): boolean => {
  const pile = record(outcome).pile;
  return typeof pile !== 'string' || knowsHolder(viewer, header.scenario, action.deck, pile);
};

const schemaFor = <T extends string>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    deck: idSchema,
    card: instanceSchema,
    kind: kindSchema,
    count: countSchema,
  });

export const cardAddCounterModule = defineAction({
  type: 'card.add-counter',
  kind: 'draw',
  schema: schemaFor('card.add-counter'),
  apply: (state, action, ctx) => applyCounter(1)(state, action, ctx),
  describe: (action, outcome, header) =>
    describeCounter('Put', action, outcome, header.scenario, true),
  describeFor: describeFor('Put'),
  visibleTo: onKnownPile,
});

export const cardRemoveCounterModule = defineAction({
  type: 'card.remove-counter',
  kind: 'draw',
  schema: schemaFor('card.remove-counter'),
  apply: (state, action, ctx) => applyCounter(-1)(state, action, ctx),
  describe: (action, outcome, header) =>
    describeCounter('Took', action, outcome, header.scenario, true),
  describeFor: describeFor('Took'),
  visibleTo: onKnownPile,
});

export const counterActionModules = [cardAddCounterModule, cardRemoveCounterModule] as const;
