import type { RngState } from '../random/rng.ts';

/**
 * The session state: the core's few fields, and one slice per engine plugin. The core knows
 * no feature: each plugin adds its slice to `PluginStates` next to its definition (declaration
 * merging), and `features/index.ts` checks at compile time that the slices declared are
 * exactly those of the plugins in its list.
 */

export interface CoreState {
  /** The seq of the last entry applied (undo and redo advance it like any entry). */
  seq: number;
  /** The latest timestamp seen: entry times are clamped to it, so a clock set back cannot rewind the session. */
  lastAt: number;
  status: 'running' | 'ended';
  endedAt: number | null;
  /** The public generator: Control-only (it predicts every public draw to come). */
  rng: RngState;
  /**
   * The generator of secret results (random/secret-stream.ts), Control-only; absent in a
   * session started before secrets had their own seed.
   */
  secretRng?: RngState;
}

/** One entry per engine plugin with state: its key and the type of its slice. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PluginStates {}

export type SessionState = CoreState & PluginStates;

/** The keys of the core's own fields (a plugin may not take one of them). */
export const CORE_STATE_KEYS = ['seq', 'lastAt', 'status', 'endedAt', 'rng', 'secretRng'] as const;
