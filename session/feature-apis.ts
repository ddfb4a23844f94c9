import type { SessionState } from './state.ts';

/**
 * What a feature lets other features do to its slice. A feature that must change another's
 * slice (a deck's price paid from a team's tracker, an event's discard) calls that feature's
 * API through `ctx.use(key)` in its action's `apply`, never writing the slice itself; the
 * owner of the slice keeps its rules (limits, piles) in one place.
 *
 * Each plugin with an API adds it here next to its definition (declaration merging), as it
 * adds its slice to `PluginStates`; a plugin names the APIs it calls in its `uses`, and the
 * engine refuses an action that changed another feature's slice without going through its API.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureApis {}

/** An API: functions that take the state and give back the state (with what they did). */
export type FeatureApi = Readonly<
  Record<string, (state: SessionState, ...args: never[]) => unknown>
>;
