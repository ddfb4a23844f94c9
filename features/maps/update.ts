import type { SessionState } from '../../session/types.ts';
import type { LiveMap } from './types.ts';

/** The state with one map's live part changed (only the maps slice is copied). */
export function withLiveMap(
  state: SessionState,
  id: string,
  patch: Partial<LiveMap>,
): SessionState {
  const live = state.maps.live[id] as LiveMap;
  return {
    ...state,
    maps: { ...state.maps, live: { ...state.maps.live, [id]: { ...live, ...patch } } },
  };
}

/** A string field of an outcome, or a fallback (outcomes are plain JSON). */
export function outcomeText(outcome: unknown, field: string, fallback = '?'): string {
  if (outcome && typeof outcome === 'object' && !Array.isArray(outcome)) {
    const value = (outcome as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
  }
  return fallback;
}

export function outcomeFlag(outcome: unknown, field: string): boolean {
  return (
    !!outcome && typeof outcome === 'object' && (outcome as Record<string, unknown>)[field] === true
  );
}
