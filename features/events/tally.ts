import type { CardEvent, EventBoxRules, EventOutcome, ItemCounts } from './event-boxes-format.ts';

/**
 * The tally of one event box: success when the box holds every item of one of the event's
 * cost alternatives and nothing that sabotages; everything in the box is consumed, even when
 * short, except the items the rules or the event give back. It depends only on the contents.
 */

export interface BoxTally {
  success: boolean;
  /** Why, in the facilitator's words. */
  reasons: string[];
  /** Index of the cost alternative that was met, if any. */
  met: number | null;
  outcome: EventOutcome;
  consumed: ItemCounts;
  returned: ItemCounts;
}

/** "1 Manpower, 2 Fuel" in the order the rules list the items. */
export function itemsText(rules: EventBoxRules, counts: ItemCounts): string {
  const parts = rules.items
    .filter((item) => (counts[item.id] ?? 0) > 0)
    .map((item) => `${counts[item.id]} ${item.name}`);
  const unknown = Object.entries(counts).filter(
    ([id, n]) => n > 0 && !rules.items.some((i) => i.id === id),
  );
  return [...parts, ...unknown.map(([id, n]) => `${n} ${id}`)].join(', ') || 'nothing';
}

/** Items the box may not hold (not in the rules), for a clear refusal before tallying. */
export function unknownItems(rules: EventBoxRules, contents: ItemCounts): string[] {
  return Object.keys(contents).filter(
    (id) => (contents[id] ?? 0) > 0 && !rules.items.some((i) => i.id === id),
  );
}

function shortfall(cost: ItemCounts, contents: ItemCounts): ItemCounts {
  const short: ItemCounts = {};
  for (const [item, need] of Object.entries(cost)) {
    const missing = need - (contents[item] ?? 0);
    if (missing > 0) short[item] = missing;
  }
  return short;
}

export function tallyBox(rules: EventBoxRules, event: CardEvent, contents: ItemCounts): BoxTally {
  const reasons: string[] = [];
  const sabotage = rules.items.filter((item) => item.sabotage && (contents[item.id] ?? 0) > 0);
  let met: number | null = null;
  if (event.costs.length === 0) {
    reasons.push('no cost to meet');
  } else {
    met = event.costs.findIndex((cost) => Object.keys(shortfall(cost, contents)).length === 0);
    if (met >= 0) reasons.push(`cost met: ${itemsText(rules, event.costs[met]!)}`);
    else {
      met = null;
      for (const cost of event.costs)
        reasons.push(
          `short of ${itemsText(rules, shortfall(cost, contents))}${event.costs.length > 1 ? ` (for ${itemsText(rules, cost)})` : ''}`,
        );
    }
  }
  for (const item of sabotage)
    reasons.push(`${contents[item.id]} ${item.name} in the box: the event fails`);
  const success = sabotage.length === 0 && (event.costs.length === 0 || met !== null);

  const givesBack = new Set([
    ...rules.items.filter((i) => i.returned).map((i) => i.id),
    ...event.returns,
  ]);
  const consumed: ItemCounts = {};
  const returned: ItemCounts = {};
  for (const [item, n] of Object.entries(contents)) {
    if (n <= 0) continue;
    if (givesBack.has(item)) returned[item] = n;
    else consumed[item] = n;
  }
  return {
    success,
    reasons,
    met,
    outcome: success ? event.success : event.failure,
    consumed,
    returned,
  };
}
