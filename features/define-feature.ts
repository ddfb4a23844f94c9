import type { z } from 'zod';
import type { SheetPart } from '../scenarios/csv/sheet-part.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import type { AnyAutomationDef } from '../session/automation.ts';
import type { AnyEnginePlugin } from '../session/plugin.ts';
import type { SessionState } from '../session/state.ts';

/**
 * A feature of Lodestar (the clock, draws, event boxes, votes…) as one unit: one folder with
 * one manifest (`feature.ts`) that says everything the rest of the app needs of it. Every list
 * that spans features — the session's plugins and the action union, the scenario format's
 * sections and the JSON Schema, the schedule's automation kinds, what the projector and the
 * team screens show — is derived from `features/index.ts`, the list of manifests; the
 * renderer's half (console tab, section editors, display and team-screen components) is the
 * folder's `ui/feature-ui.ts`, found by its path. Every field is required: a feature with
 * nothing of a kind says so with an empty list.
 */
export interface Feature<
  Id extends string = string,
  P extends readonly AnyEnginePlugin[] = readonly AnyEnginePlugin[],
  S extends readonly AnyScenarioSection[] = readonly AnyScenarioSection[],
> {
  /** The folder's name. */
  id: Id;
  /** What a game master calls it: "Event boxes". */
  title: string;
  /** One sentence for the docs and the scenario page. */
  summary: string;
  /** Its parts in the live session (state, actions, projection, API). */
  plugins: P;
  /** The sections of the scenario file it owns. */
  sections: S;
  /** The phase-start automations it runs. */
  automations: readonly AnyAutomationDef[];
  /** What it puts on the projector. */
  display: readonly DisplayPart[];
  /** What it puts on a team's own screen. */
  teamScreen: readonly TeamScreenPart[];
  /** The `lodestar` commands that are its own (their tables live in cli/commands/). */
  cli: readonly string[];
}

/** A feature of any kind, as lists hold them. */
export type AnyFeature = Feature<string, readonly AnyEnginePlugin[], readonly AnyScenarioSection[]>;

/** Declares a feature; the literal types of its plugins and sections are kept for the lists. */
export function defineFeature<
  const Id extends string,
  const P extends readonly AnyEnginePlugin[],
  const S extends readonly AnyScenarioSection[],
>(feature: Feature<Id, P, S>): Feature<Id, P, S> {
  return feature;
}

/**
 * One top-level key of the scenario file and its format. Sections are written in `order`, so
 * a file keeps its layout whatever order the features are listed in.
 */
export interface ScenarioSection<K extends string = string, T extends z.ZodType = z.ZodType> {
  key: K;
  /** The heading on the scenario page. What it holds is the schema's own `.describe()`. */
  title: string;
  /** Where the section stands in a file, after the meta (lower first). */
  order: number;
  /** Its schema, with the default a file that leaves the section out gets. */
  schema: T;
  /**
   * Rules that read other sections (a deck's price names a team tracker): problems added at
   * their paths, as the whole scenario is checked.
   */
  check?(scenario: Scenario, ctx: z.RefinementCtx): void;
  /**
   * Upgrades of this section from older format versions, each from `from` to `from + 1`, run
   * after the core's own upgrade of that version. Never edit a shipped one: add the next.
   */
  migrations: readonly SectionMigration[];
  /**
   * Its tabular parts (a deck's cards, the timetable), each exported to a spreadsheet and
   * imported back through a column mapping, on the scenario page and by the CLI.
   */
  sheets?(scenario: Scenario): SheetPart[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- sections of different shapes share one list
export type AnyScenarioSection = ScenarioSection<string, any>;

export interface SectionMigration {
  from: number;
  describe: string;
  /** Takes the whole document of version `from` (otherwise unchecked) and returns it upgraded. */
  up(doc: Record<string, unknown>): Record<string, unknown>;
}

/** Declares a section; its key's and schema's types are kept for the scenario type. */
export function defineSection<const K extends string, T extends z.ZodType>(
  section: ScenarioSection<K, T>,
): ScenarioSection<K, T> {
  return section;
}

/** What a display part reads: the session as the display receives it, and the time. */
export interface DisplayContext {
  state: SessionState;
  scenario: Scenario;
  now: number;
  /** The clock has started (or the game has no schedule to start). */
  started: boolean;
  /** The game or the session has ended. */
  ended: boolean;
}

/**
 * Something a feature puts on the projector: its data (computed from what the display
 * receives; null or an empty list when there is nothing to show now) and where it goes.
 * The clock keeps its quarter of the screen; parts share the rest.
 * - `stage`: large, beside each other in the row under the clock (cards shown, the events board);
 * - `banner`: one full-width line each (markets, an ending, an announcement);
 * - `strip`: small chips along the bottom (public tracks, timers, held dice).
 */
export interface DisplayPart<T = unknown> {
  id: string;
  region: 'stage' | 'banner' | 'strip';
  /** Its place in its region, lower first (banners: the announcement last, nearest the eye). */
  order: number;
  /**
   * 'in-play': while the game is on or about to start; 'running': once the clock runs (or at
   * once, in a game without a schedule); 'always': after the game ends too.
   */
  when: 'in-play' | 'running' | 'always';
  view(ctx: DisplayContext): T | null;
  /** How the console words it in "Also on screen: …" ("2 timers"); null to say nothing. */
  summary(data: T): string | null;
}

/** Declares a display part, typing its view. */
export function displayPart<T>(part: DisplayPart<T>): DisplayPart<T> {
  return part;
}

/** What a team-screen part reads: the state as that team receives it. */
export interface TeamScreenContext {
  state: SessionState;
  scenario: Scenario;
  teamId: string;
}

/** Something a feature puts on a team's own screen (null or empty: nothing to show). */
export interface TeamScreenPart<T = unknown> {
  id: string;
  /** Its place on the page, lower first. */
  order: number;
  /** 'flow': in the page's columns with the others; 'side': a column of its own (a map). */
  placement: 'flow' | 'side';
  view(ctx: TeamScreenContext): T | null;
}

export function teamScreenPart<T>(part: TeamScreenPart<T>): TeamScreenPart<T> {
  return part;
}

/** A part's data as a screen receives it, tagged with the feature and part it comes from. */
export interface PartData<T = unknown> {
  /** "events/events", "draws/hand": `partKey(feature, part)`. */
  key: string;
  data: T;
}

/** The key a part is found by in the feature's UI manifest: "events/events", "draws/shown". */
export const partKey = (feature: string, id: string): string => `${feature}/${id}`;

/** A count in words for a summary: "1 timer", "3 timers". */
export const countOf = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** Whether a part's data is worth showing (not null, not an empty list). */
export function hasContent(data: unknown): boolean {
  if (data === null || data === undefined) return false;
  return !Array.isArray(data) || data.length > 0;
}
