import type { Scenario } from '../scenarios/format/schema.ts';
import type { FeatureApi } from './feature-apis.ts';
import type { RngState } from '../random/rng.ts';
import type { SessionState } from './state.ts';
import type { Action, AnyActionModule, SessionHeader } from './types.ts';
import type { Viewer } from './viewer.ts';

/**
 * A feature's part in the live session (the clock, draws, teams, contests…) as one
 * definition: its slice of the state and where that starts, its actions, its log filter
 * groups, what each viewer may see of its slice and of the scenario, and the API through which
 * other features may change its slice. The session core folds over a list of these and imports
 * none of them.
 */
export interface EnginePlugin<K extends string = string, S = unknown> {
  /** The plugin's name, and the key of its slice of the state when it has one. */
  key: K;
  /** The slice before entry 1. A plugin that shuffles at the start returns the generator it moved on. */
  initial?(ctx: InitialContext): Initial<S>;
  /**
   * What a viewer other than Control may see of the slice: 'public' when every viewer may see
   * all of it, else a function returning the slice with what the viewer may not see removed
   * (same shape, so every view keeps working on it).
   */
  project?: 'public' | ((slice: S, viewer: Viewer, ctx: ProjectionContext) => S);
  actions?: readonly AnyActionModule[];
  /**
   * What other features may do to this slice (see feature-apis.ts): the only way an action of
   * another plugin may change it. Declared on `FeatureApis` under this plugin's key.
   */
  api?: FeatureApi;
  /** The keys of the plugins whose APIs this plugin's actions call (`ctx.use(key)`). */
  uses?: readonly string[];
  /**
   * What this plugin does whenever the clock enters a phase (start, next, jump), whatever the
   * schedule says: actions logged after the phase change, before the phase's own automations,
   * and undone with it. Read from the state just after the change.
   */
  onPhaseStart?(state: SessionState, header: SessionHeader): Action[];
  /**
   * What this plugin logs after any undoable action, given the state it left (an end
   * condition the trackers now meet): logged right after it and undone with it. Must return
   * nothing once its own follow-ups are in the state, or the chain stops at the limit.
   */
  afterAction?(state: SessionState, header: SessionHeader): Action[];
  /** Log filter groups of its actions' kinds, in menu order. */
  logGroups?: readonly LogGroup[];
  /** The frozen scenario as a viewer other than Control may receive it (Control notes, hidden places removed). */
  projectScenario?(scenario: Scenario, viewer: Viewer): Scenario;
}

export interface InitialContext {
  header: SessionHeader;
  /** The public generator as the plugins before this one left it. */
  rng: RngState;
  /** The secret generator likewise; absent in older sessions (see random/secret-stream.ts). */
  secretRng?: RngState;
}

export interface Initial<S> {
  state: S;
  /** The public generator after this plugin's draws. */
  rng?: RngState;
  /** The secret generator after this plugin's draws (face-down decks shuffled at the start). */
  secretRng?: RngState;
}

export interface ProjectionContext {
  /** The whole state being projected, as Control sees it. */
  state: SessionState;
  scenario: Scenario;
}

export interface LogGroup {
  kind: string;
  label: string;
}

/** A plugin of any slice, as lists hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plugins of different slice types share one list (a slice type appears in both directions)
export type AnyEnginePlugin = EnginePlugin<string, any>;

/**
 * Declares a plugin. Its slice type comes from `initial` (annotate its result:
 * `(): Initial<DrawsState> => …`), so that the list of plugins is typed without looking into
 * any action; its actions keep their own types, from which the action union is derived. A
 * plugin without `initial` (the maps' projection) adds no slice.
 */
export function definePlugin<
  const K extends string,
  S = undefined,
  const A extends readonly AnyActionModule[] = readonly [],
>(plugin: PluginWith<K, S, A>): PluginWith<K, S, A> {
  return plugin;
}

/** A plugin whose action list keeps its own type (for deriving the action union). */
export type PluginWith<K extends string, S, A extends readonly AnyActionModule[]> = Omit<
  EnginePlugin<K, S>,
  'actions'
> & { actions?: A };

/** The slices some plugins (a union) declare: `{ clock: ClockState; draws: DrawsState; … }`. */
export type StatesOf<P extends AnyEnginePlugin> = UnionToIntersection<
  P extends EnginePlugin<infer K, infer S>
    ? [S] extends [undefined]
      ? Record<never, never>
      : { [Key in K]: S }
    : never
>;

/** Every action module of some plugins (a union), as a union. */
export type ModulesOf<P extends AnyEnginePlugin> = P extends { actions?: infer A }
  ? A extends readonly (infer M)[]
    ? M
    : never
  : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
