import type { Scenario } from '../../scenarios/format/schema.ts';
import type { ConsoleTabDef, FeatureUi } from '../features/define-feature-ui.ts';
import { featureUis } from '../features/feature-uis.ts';

/**
 * The console's tabs, their number keys, and whether a scenario has anything to show on each:
 * every feature's tab (its UI manifest's `consoleTab`), in their order.
 */

/** A tab's id: "clock", "draws", "roles", … */
export type ConsoleTab = string;

export interface ConsoleTabInfo extends ConsoleTabDef {
  tab: ConsoleTab;
}

/** The tabs some features' UI manifests declare, in order. */
export function consoleTabsOf(uis: readonly FeatureUi[]): readonly ConsoleTabInfo[] {
  return uis
    .flatMap((ui) => (ui.consoleTab ? [{ ...ui.consoleTab, tab: ui.consoleTab.id }] : []))
    .sort((a, b) => a.order - b.order);
}

export const CONSOLE_TABS: readonly ConsoleTabInfo[] = consoleTabsOf(featureUis);

/**
 * A tab's number key: fixed whatever the scenario, so a key always means the same tab. The
 * tenth tab is 0, as on the keyboard's number row.
 */
export function tabKey(tab: ConsoleTab): string {
  const n = CONSOLE_TABS.findIndex((t) => t.tab === tab) + 1;
  if (n > 10) throw new Error(`the number row has no key for a tab after the tenth ("${tab}")`);
  return String(n % 10);
}

/** The tabs a scenario uses, in order, each with its number key. */
export function tabsFor(scenario: Scenario): (ConsoleTabInfo & { key: string })[] {
  return CONSOLE_TABS.filter((t) => t.available(scenario)).map((t) => ({
    ...t,
    key: tabKey(t.tab),
  }));
}

export function isConsoleTab(value: unknown): value is ConsoleTab {
  return CONSOLE_TABS.some((t) => t.tab === value);
}
