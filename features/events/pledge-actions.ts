import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { teamName } from '../teams/team-name.ts';
import { checkOpen } from './open-box.ts';
import { eventCard } from './event-defs.ts';
import { itemsText, unknownItems } from './tally.ts';
import { boxKey, type EventsState, type SealedPledge } from './types.ts';

/**
 * Pledges sent from a team's own screen: sealed in the box (only the giver and the crew know
 * what went in) until the tally counts them on top of what Control finds in the physical box.
 * A giver may take its pledge back while the box is open, and so may Control.
 */

const instanceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\/[1-9][0-9]*$/, 'must be a card copy such as "fuel-leak/1"');
const itemCounts = z.record(idSchema, z.number().int('must be a whole number').min(0).max(1000));

function pledgesOf(events: EventsState): Record<string, SealedPledge[]> {
  return events.pledges ?? {};
}

/** Every sealed pledge a team has made and not seen tallied, of one item. */
function pledgedSoFar(events: EventsState, team: string, item: string): number {
  return Object.values(pledgesOf(events))
    .flat()
    .filter((p) => p.team === team && p.item === item)
    .reduce((sum, p) => sum + p.count, 0);
}

function eventTitle(scenario: Scenario, rulesId: string, card: string): string {
  const rules = scenario.eventBoxes.find((r) => r.id === rulesId);
  const deck = scenario.decks.find((d) => d.id === rules?.deck);
  return deck?.cards.find((c) => c.id === card.split('/')[0])?.title ?? card;
}

function withPledges(
  state: SessionState,
  key: string,
  list: readonly SealedPledge[],
): SessionState {
  const pledges = { ...pledgesOf(state.events) };
  if (list.length) pledges[key] = [...list];
  else delete pledges[key];
  const events: EventsState = { tallies: state.events.tallies };
  if (Object.keys(pledges).length) events.pledges = pledges;
  return { ...state, events };
}

/** The crew and the giver read what was pledged; everyone else reads nothing of it. */
function seesPledge(viewer: Viewer, from: string): boolean {
  return isCrew(viewer) || viewerTeam(viewer) === from;
}

export const eventPledgeModule = defineAction({
  type: 'event.pledge',
  kind: 'event',
  schema: z.strictObject({
    type: z.literal('event.pledge'),
    rules: idSchema,
    /** The team whose event the box is for. */
    team: idSchema,
    card: instanceSchema,
    /** The giving team. */
    from: idSchema,
    items: itemCounts,
  }),
  byTeam: {
    setting: 'pledge',
    check: (action, _state, _header, team) =>
      action.from === team ? null : 'a team pledges only from its own stock',
  },
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { rules } = checkOpen(scenario, state, action.rules, action.team, action.card);
    eventCard(scenario, rules, action.card.split('/')[0]!);
    if (!scenario.teams.some((t) => t.id === action.from))
      throw new ActionRejected(`There is no team "${action.from}"`);
    const unknown = unknownItems(rules, action.items);
    if (unknown.length) throw new ActionRejected(`${rules.name} take no "${unknown.join('", "')}"`);
    const given = rules.items.filter((i) => (action.items[i.id] ?? 0) > 0);
    if (!given.length) throw new ActionRejected('Pledge at least one item');
    const giver = teamName(scenario, action.from);
    // What comes out of a tracker must be there, counting what is already sealed elsewhere.
    for (const item of given) {
      if (!item.tracker) continue;
      const have = ctx.use('trackers').value(state, scenario, item.tracker, action.from);
      if (have === null) continue;
      const sealed = pledgedSoFar(state.events, action.from, item.id);
      const asked = action.items[item.id] ?? 0;
      if (sealed + asked > have)
        throw new ActionRejected(
          `${giver} has ${have} ${item.name}${sealed ? `, ${sealed} already pledged` : ''}: not enough for ${asked} more`,
        );
    }
    const key = boxKey(rules.id, action.team, action.card);
    const added: SealedPledge[] = given.map((item) => ({
      team: action.from,
      item: item.id,
      count: action.items[item.id] ?? 0,
      by: ctx.by,
      seq: ctx.seq,
    }));
    return {
      state: withPledges(state, key, [...(pledgesOf(state.events)[key] ?? []), ...added]),
      outcome: { count: added.reduce((sum, p) => sum + p.count, 0) },
    };
  },
  describe: (action, _outcome, header) =>
    `Pledged ${itemsText(eventBoxRulesOf(header.scenario, action.rules), action.items)} from ${teamName(header.scenario, action.from)} to ${eventTitle(header.scenario, action.rules, action.card)} (${teamName(header.scenario, action.team)})`,
  visibleTo: (action, _outcome, _header, viewer) => seesPledge(viewer, action.from),
});

export const eventUnpledgeModule = defineAction({
  type: 'event.unpledge',
  kind: 'event',
  schema: z.strictObject({
    type: z.literal('event.unpledge'),
    rules: idSchema,
    team: idSchema,
    card: instanceSchema,
    from: idSchema,
  }),
  byTeam: {
    setting: 'pledge',
    check: (action, _state, _header, team) =>
      action.from === team ? null : 'a team takes back only its own pledge',
  },
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    checkOpen(scenario, state, action.rules, action.team, action.card);
    const key = boxKey(action.rules, action.team, action.card);
    const before = pledgesOf(state.events)[key] ?? [];
    const kept = before.filter((p) => p.team !== action.from);
    if (kept.length === before.length)
      throw new ActionRejected(
        `${teamName(scenario, action.from)} has pledged nothing to ${eventTitle(scenario, action.rules, action.card)}`,
      );
    return {
      state: withPledges(state, key, kept),
      outcome: { count: before.length - kept.length },
    };
  },
  describe: (action, _outcome, header) =>
    `${teamName(header.scenario, action.from)}'s pledge to ${eventTitle(header.scenario, action.rules, action.card)} (${teamName(header.scenario, action.team)}) taken back`,
  visibleTo: (action, _outcome, _header, viewer) => seesPledge(viewer, action.from),
});

function eventBoxRulesOf(scenario: Scenario, id: string) {
  const rules = scenario.eventBoxes.find((r) => r.id === id);
  if (!rules) throw new Error(`no event box rules "${id}"`);
  return rules;
}

/** The sealed pledges of one box, for its tally; the state without them once tallied. */
export function sealedPledges(state: SessionState, key: string): readonly SealedPledge[] {
  return pledgesOf(state.events)[key] ?? [];
}
export function withoutPledges(state: SessionState, key: string): SessionState {
  return key in pledgesOf(state.events) ? withPledges(state, key, []) : state;
}
