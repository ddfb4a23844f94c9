import { z } from 'zod';
import type { EventOutcome, ItemCounts } from './event-boxes-format.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import {
  ActionRejected,
  type Json,
  type SessionHeader,
  type SessionState,
} from '../../session/types.ts';
import { teamName } from '../teams/team-name.ts';
import { trackerHolders } from '../teams/tracker-defs.ts';
import type { AppliedChange } from '../teams/tracker-ops.ts';
import { GLOBAL_HOLDER } from '../teams/types.ts';
import { eventBoxRules, eventCard, openEvents } from './event-defs.ts';
import { checkOpen } from './open-box.ts';
import { itemsText, tallyBox, unknownItems } from './tally.ts';
import { boxKey, EVENT_TALLIES_KEPT, type EventTally } from './types.ts';
import {
  eventPledgeModule,
  eventUnpledgeModule,
  sealedPledges,
  withoutPledges,
} from './pledge-actions.ts';
import { defineAction } from '../../session/define-action.ts';
import { isCrew } from '../../session/viewer.ts';

/** Event box actions: tallying a box, the per-turn bite of persistent events, closing an event. */

const countSchema = z
  .number()
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(100_000);
const instanceSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\/[1-9][0-9]*$/, 'must be a card copy such as "fuel-leak/1"');

/** An outcome's tracker changes aimed at the event's team (team trackers) or the game (global ones). */
export function outcomeChanges(
  scenario: Scenario,
  state: SessionState,
  outcome: EventOutcome,
  team: string,
): { tracker: string; holder: string; by: number }[] {
  return outcome.changes.flatMap((change) => {
    const def = scenario.trackers.find((t) => t.id === change.tracker);
    if (!def || def.scope === 'player') return [];
    if (def.scope === 'global') return [{ tracker: def.id, holder: GLOBAL_HOLDER, by: change.by }];
    // A team without that tracker (a ship with no hangar) is simply not affected.
    return trackerHolders(scenario, def, state.roster).includes(team)
      ? [{ tracker: def.id, holder: team, by: change.by }]
      : [];
  });
}

function currentTurn(state: SessionState): number | null {
  return state.clock.plan[state.clock.current]?.turn ?? null;
}

/** The tally's log line; what the box held only for the crew (pledges are sealed). */
function tallyLine(
  action: { rules: string; team: string; card: string; contents: Record<string, number> },
  outcome: Json | undefined,
  header: SessionHeader,
  showBox: boolean,
): string {
  const scenario = header.scenario;
  const rules = scenario.eventBoxes.find((r) => r.id === action.rules);
  const title =
    scenario.decks
      .find((d) => d.id === rules?.deck)
      ?.cards.find((c) => c.id === action.card.split('/')[0])?.title ?? action.card;
  const o = outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
  const verdict =
    o['success'] === true ? 'success' : o['success'] === false ? 'failure' : 'tallied';
  const box = rules && showBox ? itemsText(rules, action.contents) : '';
  return `Event box: ${title} (${teamName(scenario, action.team)}): ${verdict}${box ? ` · box held ${box}` : ''}`;
}

export const eventTallyModule = defineAction({
  type: 'event.tally',
  kind: 'event',
  schema: z.strictObject({
    type: z.literal('event.tally'),
    rules: idSchema,
    team: idSchema,
    card: instanceSchema,
    contents: z.record(idSchema, countSchema),
    pledges: z
      .array(
        z.strictObject({
          team: idSchema,
          item: idSchema,
          count: countSchema.min(1, 'must be at least 1'),
        }),
      )
      .max(1000)
      .optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { rules } = checkOpen(scenario, state, action.rules, action.team, action.card);
    const unknown = unknownItems(rules, action.contents);
    if (unknown.length) throw new ActionRejected(`${rules.name} take no "${unknown.join('", "')}"`);
    const { card, event } = eventCard(scenario, rules, action.card.split('/')[0]!);
    const pledges = action.pledges ?? null;
    if (pledges) {
      const given: ItemCounts = {};
      for (const p of pledges) {
        if (!scenario.teams.some((t) => t.id === p.team))
          throw new ActionRejected(`There is no team "${p.team}"`);
        given[p.item] = (given[p.item] ?? 0) + p.count;
      }
      const mismatch = rules.items.find((i) => (given[i.id] ?? 0) !== (action.contents[i.id] ?? 0));
      if (mismatch)
        throw new ActionRejected(
          `The pledges add up to ${given[mismatch.id] ?? 0} ${mismatch.name} but the box held ${action.contents[mismatch.id] ?? 0}`,
        );
    }
    // Sealed pledges sent from the teams' screens are in the box too, on top of what Control
    // counted in the physical one.
    const key = boxKey(rules.id, action.team, action.card);
    const sealed = sealedPledges(state, key).map((p) => ({
      team: p.team,
      item: p.item,
      count: p.count,
    }));
    const contents: ItemCounts = { ...action.contents };
    for (const p of sealed) contents[p.item] = (contents[p.item] ?? 0) + p.count;
    const allPledges = pledges || sealed.length ? [...(pledges ?? []), ...sealed] : null;
    const tally = tallyBox(rules, event, contents);
    const changes = outcomeChanges(scenario, state, tally.outcome, action.team);
    // A named giver's consumed items come out of the tracker they were drawn from.
    for (const p of allPledges ?? []) {
      const item = rules.items.find((i) => i.id === p.item);
      if (item?.tracker && (tally.consumed[p.item] ?? 0) > 0)
        changes.push({ tracker: item.tracker, holder: p.team, by: -p.count });
    }
    const applied = ctx.use('trackers').change(state, scenario, changes);
    const staysOpen = !tally.success && card.persistent;
    let next: SessionState = withoutPledges(applied.state, key);
    if (!staysOpen)
      next = ctx.use('draws').discardFromPlay(next, rules.deck, action.team, action.card);
    const record: EventTally = {
      seq: ctx.seq,
      at: ctx.at,
      rules: rules.id,
      team: action.team,
      card: action.card,
      title: card.title,
      contents,
      pledges: allPledges,
      success: tally.success,
      reasons: tally.reasons,
      outcomeText: tally.outcome.text,
      consumed: tally.consumed,
      returned: tally.returned,
      changes: applied.changes,
      staysOpen,
      turn: currentTurn(state),
    };
    next = {
      ...next,
      events: {
        ...next.events,
        tallies: [record, ...state.events.tallies].slice(0, EVENT_TALLIES_KEPT),
      },
    };
    return {
      state: next,
      outcome: {
        success: tally.success,
        reasons: tally.reasons,
        staysOpen,
        changes: applied.changes.map((c) => ({ ...c })) as Json,
      },
    };
  },
  describe: (action, outcome, header) => tallyLine(action, outcome, header, true),
  // What was in the box stays with the crew: pledges are sealed.
  describeFor: (action, outcome, header, viewer) =>
    tallyLine(action, outcome, header, isCrew(viewer)),
});

export const eventUpkeepModule = defineAction({
  type: 'event.upkeep',
  kind: 'event',
  schema: z.strictObject({ type: z.literal('event.upkeep'), rules: idSchema }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const rules = eventBoxRules(scenario, action.rules);
    const open = openEvents(scenario, rules, state.draws, state.roster.teamOrder);
    const changes = open.flatMap((e) => {
      if (!e.persistent) return [];
      const { event } = eventCard(scenario, rules, e.cardId);
      return event.perTurn ? outcomeChanges(scenario, state, event.perTurn, e.team) : [];
    });
    const applied = ctx.use('trackers').change(state, scenario, changes);
    return {
      state: applied.state,
      outcome: {
        events: open.filter((e) => e.persistent).length,
        changes: applied.changes.map((c) => ({ ...c })) as Json,
      },
    };
  },
  describe(_action, outcome) {
    const o = outcome && typeof outcome === 'object' && !Array.isArray(outcome) ? outcome : {};
    const n = typeof o['events'] === 'number' ? o['events'] : 0;
    const changes = Array.isArray(o['changes']) ? (o['changes'] as unknown as AppliedChange[]) : [];
    return `Persistent events bite: ${n} open, ${changes.length} change${changes.length === 1 ? '' : 's'}`;
  },
});

export const eventCloseModule = defineAction({
  type: 'event.close',
  kind: 'event',
  schema: z.strictObject({
    type: z.literal('event.close'),
    rules: idSchema,
    team: idSchema,
    card: instanceSchema,
  }),
  apply(state, action, ctx) {
    const { rules } = checkOpen(ctx.header.scenario, state, action.rules, action.team, action.card);
    return { state: ctx.use('draws').discardFromPlay(state, rules.deck, action.team, action.card) };
  },
  describe(action, _outcome, header) {
    return `Closed the event ${action.card} of ${teamName(header.scenario, action.team)} without a tally`;
  },
});

export const eventActionModules = [
  eventTallyModule,
  eventUpkeepModule,
  eventCloseModule,
  eventPledgeModule,
  eventUnpledgeModule,
] as const;
