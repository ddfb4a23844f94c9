import { RememberedChoice } from '../lib/remembered-choice.svelte.ts';
import type { ToolId } from '../../editor/model/map-editor.ts';

/**
 * The map editor's side panel: one tab showing at a time, so the canvas keeps the width. Each
 * tab has a short label for a narrow column (a laptop's), where four full ones do not fit.
 */
export const SIDEBAR_TABS = [
  {
    tab: 'tiles',
    label: 'Tiles',
    short: 'Tiles',
    title: 'The tile library: choose a tile to paint with',
  },
  {
    tab: 'properties',
    label: 'Properties',
    short: 'Properties',
    title: 'What is selected, or the map and the brush of the tool in hand',
  },
  {
    tab: 'maps',
    label: 'Maps & layers',
    short: 'Maps',
    title: "The scenario's maps, their layers and coordinates",
  },
  {
    tab: 'checks',
    label: 'Checks',
    short: 'Checks',
    title: "What breaks the scenario's map rules, found as you edit",
  },
  {
    tab: 'balance',
    label: 'Balance',
    short: 'Balance',
    title: 'What each home owns and is worth, and how uneven the homes are',
  },
] as const;

export type SidebarTab = (typeof SIDEBAR_TABS)[number]['tab'];

export const isSidebarTab = (value: unknown): value is SidebarTab =>
  SIDEBAR_TABS.some((t) => t.tab === value);

/**
 * The tab a tool's settings live on: the tile library for the tools that lay tiles, the
 * properties (edge and lane types, the token and fog brushes) for those whose brush is there;
 * null for the tools that need neither, which leave the panel as it is.
 */
export function tabForTool(tool: ToolId): SidebarTab | null {
  switch (tool) {
    case 'paint':
    case 'fill':
      return 'tiles';
    case 'edge':
    case 'lane':
    case 'token':
    case 'visibility':
      return 'properties';
    default:
      return null;
  }
}

/**
 * Which tab of the side panel is showing. A tab the person clicks is remembered on this
 * machine; the panel also follows the work (choosing the paint tool shows the tiles, selecting
 * something shows its properties) without changing what is remembered.
 */
export class SidebarTabs extends RememberedChoice<SidebarTab> {
  constructor(storage: Storage | undefined = globalThis.localStorage) {
    super('lodestar.editor.sidebar', 'tiles', isSidebarTab, storage);
  }

  #held = false;

  /** Show the tab the work calls for, for now (unless held for one call: see `hold`). */
  override follow(tab: SidebarTab | null): void {
    if (this.#held) {
      this.#held = false;
      return;
    }
    super.follow(tab);
  }

  /**
   * Keep the current tab through the next call to follow: "go to" selects a finding's places
   * and the person is still reading the findings.
   */
  hold(): void {
    this.#held = true;
  }
}
