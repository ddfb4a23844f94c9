import type { ItemCounts } from './event-boxes-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';
import { eventCard } from './event-defs.ts';
import { itemsText, tallyBox, unknownItems } from './tally.ts';

/** A tally worked out without a session, for designers' dry runs: what the console would apply. */

export interface DryRunReport {
  card: string;
  title: string;
  rules: string;
  success: boolean;
  reasons: string[];
  outcome: {
    text: string;
    changes: { tracker: string; name: string; by: number; scope: string }[];
  };
  consumed: ItemCounts;
  returned: ItemCounts;
  persistent: boolean;
  staysOpen: boolean;
}

export type DryRun =
  | { ok: true; report: DryRunReport; lines: string[] }
  | { ok: false; error: string; usage: boolean };

export function dryRunTally(
  scenario: Scenario,
  cardId: string,
  contents: ItemCounts,
  rulesId?: string,
): DryRun {
  const rules = rulesId
    ? scenario.eventBoxes.find((r) => r.id === rulesId)
    : scenario.eventBoxes.find((r) =>
        scenario.decks.find((d) => d.id === r.deck)?.cards.some((c) => c.id === cardId),
      );
  if (!rules) {
    const known = scenario.eventBoxes.map((r) => r.id).join(', ') || 'none';
    return {
      ok: false,
      usage: false,
      error: rulesId
        ? `no event box rules "${rulesId}" (this scenario has: ${known})`
        : `no event box rules use a deck with the card "${cardId}"`,
    };
  }
  const unknown = unknownItems(rules, contents);
  if (unknown.length)
    return {
      ok: false,
      usage: true,
      error: `${rules.name} take no "${unknown.join('", "')}"; the items are ${rules.items.map((i) => i.id).join(', ')}`,
    };
  let found;
  try {
    found = eventCard(scenario, rules, cardId);
  } catch (error) {
    if (error instanceof ActionRejected) return { ok: false, usage: false, error: error.message };
    throw error;
  }
  const { card, event } = found;
  const tally = tallyBox(rules, event, contents);
  const changes = tally.outcome.changes.map((c) => {
    const def = scenario.trackers.find((t) => t.id === c.tracker);
    return {
      tracker: c.tracker,
      name: def?.name ?? c.tracker,
      by: c.by,
      scope: def?.scope ?? 'team',
    };
  });
  const report: DryRunReport = {
    card: card.id,
    title: card.title,
    rules: rules.id,
    success: tally.success,
    reasons: tally.reasons,
    outcome: { text: tally.outcome.text, changes },
    consumed: tally.consumed,
    returned: tally.returned,
    persistent: card.persistent,
    staysOpen: !tally.success && card.persistent,
  };
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const lines = [
    `${card.title} (${rules.name})`,
    `Cost:     ${event.costs.length ? event.costs.map((c) => itemsText(rules, c)).join(' or ') : 'none'}`,
    `Box:      ${itemsText(rules, contents)}`,
    `Result:   ${tally.success ? 'SUCCESS' : 'FAILURE'}: ${tally.reasons.join('; ')}`,
    `Outcome:  ${tally.outcome.text || '(no text)'}`,
    `Changes:  ${changes.length ? changes.map((c) => `${c.name} ${signed(c.by)}${c.scope === 'global' ? ' (whole game)' : " (the event's team)"}`).join(', ') : 'none'}`,
    `Consumed: ${itemsText(rules, tally.consumed)}`,
    `Returned: ${itemsText(rules, tally.returned)}`,
  ];
  if (report.staysOpen)
    lines.push('The event is persistent: it stays open and bites again each turn.');
  return { ok: true, report, lines };
}
