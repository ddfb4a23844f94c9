import type { Scenario } from '../../scenarios/format/schema.ts';

/** The console's tabs, their number keys, and whether a scenario has anything to show on each. */

export type ConsoleTab =
  'clock' | 'draws' | 'teams' | 'events' | 'contests' | 'roles' | 'setup' | 'adjudication' | 'map';

export interface ConsoleTabInfo {
  tab: ConsoleTab;
  label: string;
  /** Words the command palette matches. */
  keywords: string;
  available(scenario: Scenario): boolean;
}

export const CONSOLE_TABS: readonly ConsoleTabInfo[] = [
  {
    tab: 'clock',
    label: 'Clock',
    keywords: 'tab timers schedule phase turn',
    available: () => true,
  },
  { tab: 'draws', label: 'Draws', keywords: 'tab decks bags dice tables', available: () => true },
  {
    tab: 'teams',
    label: 'Teams',
    keywords: 'tab roster players resources trackers tracks production',
    available: () => true,
  },
  {
    tab: 'events',
    label: 'Event boxes',
    keywords: 'tab events boxes pledges tally sabotage',
    available: (s) => s.eventBoxes.length > 0,
  },
  {
    tab: 'contests',
    label: 'Votes & auctions',
    keywords: 'tab votes committees piles auctions bids awards',
    available: (s) =>
      s.votes.length + s.committees.length + s.auctions.length + s.awards.length > 0,
  },
  {
    tab: 'roles',
    label: 'Secret roles',
    keywords: 'tab secret roles allegiance infiltrators reveal',
    available: (s) => s.secretRoles.length > 0,
  },
  {
    tab: 'setup',
    label: 'Setup',
    keywords: 'tab guided setup seats draft',
    available: (s) => s.setup.length > 0,
  },
  {
    tab: 'adjudication',
    label: 'Adjudication',
    keywords: 'tab resolvers rulings combat odds dice tables override',
    available: (s) => s.resolvers.length > 0,
  },
  {
    tab: 'map',
    label: 'Map',
    keywords: 'tab map board pieces tokens move reveal fog routes line of sight',
    available: (s) => s.maps.length > 0,
  },
];

/** A tab's number key: fixed whatever the scenario, so a key always means the same tab. */
export function tabKey(tab: ConsoleTab): string {
  return String(CONSOLE_TABS.findIndex((t) => t.tab === tab) + 1);
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
