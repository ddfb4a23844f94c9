import type { z } from 'zod';
import type { Scenario } from '../scenarios/format/schema.ts';
import type { FeatureApis } from './feature-apis.ts';
import type { SessionState } from './state.ts';
import type { Viewer } from './viewer.ts';
import type { RollWords } from './roll-words.ts';

export type { SessionState } from './state.ts';

/**
 * The live session: a frozen scenario, a seed and an append-only log of actions. State is a
 * pure fold of the log; the wall clock enters only as each entry's timestamp `at`.
 */

/** JSON values: what actions, outcomes and states are made of (they are hashed and stored). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An action as written to the log. Each type is declared by an `ActionModule`. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

export const SESSION_FORMAT = 'lodestar-session';
export const SESSION_FORMAT_VERSION = 1;

/** The first line of a session file; its hash is the `prev` of entry 1. */
export interface SessionHeader {
  format: typeof SESSION_FORMAT;
  version: typeof SESSION_FORMAT_VERSION;
  id: string;
  title: string;
  /** The library scenario it was started from, if any (the copy below is what counts). */
  scenarioId: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  createdBy: string;
  /** Seeds the public generator (dice, tables, seat rolls): sent to no viewer but Control. */
  seed: string;
  /**
   * Seeds the secret generator (secret roles, face-down decks, hidden draws), drawn from a
   * cryptographic source when the session is made. Absent in older sessions, whose secrets
   * come from `seed`.
   */
  secretSeed?: string;
  /** The creating machine's offset from UTC, to place "16:00" on the timeline. */
  utcOffsetMinutes: number;
  /** A frozen copy: editing the library scenario later does not change a running session. */
  scenario: Scenario;
}

/** One line of the journal. `hash` covers every other field, so the log is a hash chain. */
export interface LogEntry {
  /** 1, 2, 3, … with no gaps. */
  seq: number;
  /** Epoch milliseconds, stamped by the host when the action arrived. */
  at: number;
  /** The facilitator's name, or `AUTOMATION_AUTHOR` for phase-start automations. */
  by: string;
  action: Action;
  /** What the action produced that replay must reproduce exactly (a pick, a draw, a roll). */
  outcome?: Json;
  /** The seq of the entry whose phase-start automation produced this one (undone with it). */
  causedBy?: number;
  /** `hash` of the previous entry, or of the header for entry 1. */
  prev: string;
  hash: string;
}

export const AUTOMATION_AUTHOR = 'automation';

/** A state the log can return to with undo, and the seq of the entry that left it. */
export interface UndoStep {
  seq: number;
  /** What the undone entry did, for the "Undo …" button. */
  label: string;
  state: SessionState;
}

/** The live state plus what undo and redo can return to (bounded depth). */
export interface History {
  state: SessionState;
  past: UndoStep[];
  future: UndoStep[];
}

export const UNDO_DEPTH = 30;

/** Everything an action's `apply` may read besides the state. */
export interface ApplyContext {
  header: SessionHeader;
  seq: number;
  /** Already clamped so that it never goes backwards. */
  at: number;
  by: string;
  /** The actions a phase-start automation runs, as the engine plugins declare them. */
  automationActions(automation: Automation): Action[];
  /** What the plugins do whenever a phase is entered (`onPhaseStart`), given the state after it. */
  phaseStartActions(state: SessionState, header: SessionHeader): Action[];
  /**
   * Another feature's API, for changing its slice (a price paid from a team's tracker). The
   * action's plugin must name it in its `uses`; see feature-apis.ts.
   */
  use<K extends keyof FeatureApis>(key: K): FeatureApis[K];
}

/** A phase-start automation of any kind an engine plugin declares ("announce", "deal"…). */
export interface Automation {
  kind: string;
  [field: string]: unknown;
}

export interface Applied {
  state: SessionState;
  outcome?: Json;
  /** Actions this one triggers (phase-start automations); appended right after it. */
  followUps?: Action[];
}

/** A log filter group ("clock", "draw"…): each engine plugin names its own. */
export type ActionKind = string;

/**
 * One action type: how it is validated at the boundary, applied, and described in the log.
 * `A` is what the schema gives (defaults filled in); `I` what a sender may write. Declare one
 * with `defineAction`, so that both come from the schema.
 */
export interface ActionModule<A extends Action = Action, I = A> {
  type: A['type'];
  kind: ActionKind;
  schema: z.ZodType<A, I>;
  /** Undo and redo themselves are not undoable steps; everything else is by default. */
  undoable?: boolean;
  /**
   * Names this action type was logged under before it was renamed: an old log's entries are
   * read as this type (their hashes cover the name they were written with, which stays).
   */
  formerTypes?: readonly string[];
  /**
   * How an entry logged before a field of this action existed is read, so that it replays as
   * it did then (a missing field meaning the old behaviour, where the schema's default now
   * means the new). A new entry always carries every field, so this never touches one.
   */
  fromLog?(logged: Action): Action;
  /**
   * A team may send this from its own screen where the scenario's `playerActions` turns
   * `setting` on. `check` says why this one is not the sending team's to send (another
   * team's ballot, a card from someone else's hand), or null; `apply` still has the last word.
   */
  byTeam?: TeamSend<A>;
  /** Pure. Throws `ActionRejected` when the action does not apply to this state. */
  apply(state: SessionState, action: A, ctx: ApplyContext): Applied;
  /** One line for the log as Control reads it, e.g. "Next phase: Commitment (Turn 3)". */
  describe(action: A, outcome: Json | undefined, header: SessionHeader): string;
  /** Whether a viewer other than Control sees the entry at all (every viewer, without it). */
  visibleTo?(action: A, outcome: Json | undefined, header: SessionHeader, viewer: Viewer): boolean;
  /**
   * The line for any other viewer, when Control's line says more than that viewer may know
   * (a card drawn into a hand, a hidden draft pick); null leaves the entry out for that
   * viewer. Without it every viewer reads Control's line.
   */
  describeFor?(
    action: A,
    outcome: Json | undefined,
    header: SessionHeader,
    viewer: Viewer,
  ): string | null;
  /**
   * A roll's or ruling's dice and result in words, as the given viewer may read them (the
   * report's dice and result columns). Only asked when the viewer sees the entry at all.
   */
  rolled?(
    action: A,
    outcome: Json | undefined,
    header: SessionHeader,
    viewer: Viewer,
  ): RollWords | null;
}

/** How a team may send an action from its own screen (see `ActionModule.byTeam`). */
export interface TeamSend<A extends Action = Action> {
  setting: string;
  check(action: A, state: SessionState, header: SessionHeader, team: string): string | null;
}

/** A module of any action shape, as lists and registries hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules of different action shapes share one list
export type AnyActionModule = ActionModule<any, any>;

/** An action that is well-formed but does not apply now (e.g. "pause" when not running). */
export class ActionRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionRejected';
  }
}

/** The log does not hold together: a broken chain, a gap, or a replay that disagrees. */
export class SessionIntegrityError extends Error {
  constructor(
    message: string,
    readonly seq: number | null,
  ) {
    super(message);
    this.name = 'SessionIntegrityError';
  }
}

/** One thing wrong with an action, located by a JSON path such as `$.text`. */
export interface ActionProblem {
  path: string;
  message: string;
}

/** An action that is not well-formed: an unknown type or fields that break its schema. */
export class ActionInvalid extends Error {
  constructor(
    message: string,
    readonly problems: ActionProblem[],
  ) {
    super(message);
    this.name = 'ActionInvalid';
  }
}
