import type { Component, Snippet } from 'svelte';
import type { ActionRequest } from '../../features/index.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionHeader, SessionState } from '../../session/types.ts';
import type { SectionNote } from '../scenario/section-note.ts';
import type { Command } from '../app/commands.ts';

/**
 * A feature's half in the renderer: its console tab, the panels it adds to the clock tab, the
 * components that draw its projector and team-screen parts, and the editor of each of its
 * scenario sections. One per feature folder, as `features/<id>/ui/feature-ui.ts`, found by its
 * path (`feature-uis.ts`); a test checks that every feature has one and that it covers every
 * part and section the feature's manifest declares.
 */
export interface FeatureUi {
  /** The folder's name: the feature whose manifest this completes. */
  feature: string;
  /** Its tab in the console, or null when it has none. */
  consoleTab: ConsoleTabDef | null;
  /** Panels it adds to the clock tab's side column (announcements, random picks). */
  consolePanels: readonly ConsolePanelDef[];
  /** The component that draws each of its display parts, by part id. */
  displayParts: Readonly<Record<string, Component<DisplayPartProps>>>;
  /** The component that draws each of its team-screen parts, by part id. */
  teamScreenParts: Readonly<Record<string, Component<TeamScreenPartProps>>>;
  /** How each of its scenario sections is edited, by section key. */
  sectionEditors: Readonly<Record<string, SectionEditorDef>>;
}

/** A module that brings a component when first needed (the map tab brings the canvas). */
export type LazyComponent<P extends Record<string, unknown>> = () => Promise<{
  default: Component<P>;
}>;

export interface ConsoleTabDef {
  id: string;
  label: string;
  /** Words the command palette matches. */
  keywords: string;
  /** Its place among the tabs; the tabs' number keys follow it, whatever the scenario. */
  order: number;
  /** Whether a scenario has anything to show on it. */
  available(scenario: Scenario): boolean;
  component: LazyComponent<ConsoleTabProps>;
}

/** What every console tab gets. */
export interface ConsoleTabProps {
  [key: string]: unknown;
  scenario: Scenario;
  session: SessionState;
  header: SessionHeader;
  /** The session has ended or an action is on its way: controls are off. */
  disabled: boolean;
  onact: (action: ActionRequest) => Promise<boolean>;
  /** The console around the tab: its clock, dialogs, log and shared choices. */
  shell: ConsoleShell;
}

/**
 * What the console lends its tabs: the time, the log, the dialogs it owns, the panels other
 * features add to the clock tab, and fields a shortcut may focus.
 */
export interface ConsoleShell {
  readonly now: number;
  readonly ended: boolean;
  readonly busy: boolean;
  readonly flashes: number;
  /** The session's log, as the console draws it. */
  log: Snippet;
  /** Every feature's panels for the clock tab's side column, in order. */
  readonly panels: readonly ConsolePanelDef[];
  /** What the console itself adds at the foot of the clock tab's side column (sound). */
  tools: Snippet;
  openJump(): void;
  openNewTimer(): void;
  confirmEndGame(): void;
  /** A field a shortcut focuses ("announce", "dice"); null when it goes away. */
  registerField(name: string, element: HTMLElement | null): void;
  /** Shortcuts a panel adds while it is on screen (listed in the `?` overlay); returns their removal. */
  registerCommands(commands: Command[]): () => void;
  /** Whether what Control shows on the display clears at the next phase (the default). */
  showUntil: 'next-phase' | 'cleared';
}

export interface ConsolePanelDef {
  id: string;
  /**
   * 'side': in the clock tab's side column, below its own panels; 'banner': above the tabs,
   * whatever tab is showing (an end condition met).
   */
  place: 'side' | 'banner';
  /** Lower first. */
  order: number;
  component: Component<ConsoleTabProps>;
}

/** What a display part's component gets. */
export interface DisplayPartProps {
  [key: string]: unknown;
  data: unknown;
  now: number;
  /** The display's frame in pixels (every size is relative to it). */
  frame: { width: number; height: number };
  /** How many parts share the stage row with this one (1 when alone). */
  sharing: number;
}

/** What a team-screen part's component gets. */
export interface TeamScreenPartProps {
  [key: string]: unknown;
  data: unknown;
  scenario: Scenario;
  state: SessionState;
  teamId: string;
}

/**
 * How a section is edited on the scenario page: the form made from its schema, a
 * hand-written editor where a form reads badly, or another screen that edits it (the map
 * editor for maps and tiles).
 */
export type SectionEditorDef =
  | {
      kind: 'form';
      /**
       * What is worth a look but does not stop a save (a table's gaps and overlaps, as
       * rulebooks print them), each at the JSON path of the field it is about.
       */
      notes?: (scenario: Scenario) => SectionNote[];
      /** Hand-written widgets where a generated field reads badly (a table's rows as a grid). */
      widgets?: readonly FieldWidgetDef[];
    }
  | { kind: 'custom'; component: LazyComponent<Record<string, unknown>> }
  | { kind: 'elsewhere'; where: 'map-editor'; label: string };

/** Declares a feature's UI; the types check each part. */
export function defineFeatureUi(ui: FeatureUi): FeatureUi {
  return ui;
}

/**
 * A hand-written widget for one place in a section's form. `at` is the place relative to the
 * section, with `[*]` for any list entry: `''` is the section itself, `[*].rows` every table's
 * rows. `replace` draws it instead of the generated field; `before` and `after` beside it (a
 * timetable grid above the timetable's fields, a resolver's odds below its fields).
 */
export interface FieldWidgetDef {
  at: string;
  place: 'replace' | 'before' | 'after';
  component: LazyComponent<FieldWidgetProps>;
}

/** What a field widget gets: the same as the generated field it stands for, and its parent. */
export interface FieldWidgetProps {
  [key: string]: unknown;
  value: unknown;
  /** The value of the object holding this field (a table, for its rows); undefined at the top. */
  parent: unknown;
  /** The JSON path of the field: `$.tables[2].rows`. */
  path: string;
  label: string;
  /** The whole scenario as being edited (references and custom dice are read from it). */
  scenario: Readonly<Record<string, unknown>> | null;
  /** What is wrong at exactly a path, as the generated fields show it. */
  error: (path: string) => string | undefined;
  onchange: (value: unknown, mark: string) => void;
}
