import type { PieceProperty } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { mapInPlay } from './live-map.ts';
import { moveTo, tokenOn } from './token-actions.ts';

/**
 * What other features may do to the maps in play: move a piece as the map's rules allow (a
 * fleet's paid jump), places revealed on entry included.
 */
export const mapsApi = {
  /** Every piece on a map in play, for a ruling to name: map, piece, and both names. */
  pieces(
    state: SessionState,
    scenario: Scenario,
  ): { map: string; token: string; name: string; mapName: string }[] {
    return scenario.maps.flatMap((board) => {
      if (!state.maps.live[board.id]) return [];
      const { map } = mapInPlay(scenario, state.maps, board.id);
      return map.tokens.map((t) => ({
        map: map.id,
        token: t.id,
        name: t.label || t.id,
        mapName: map.name,
      }));
    });
  },
  /** A piece in play as a ruling reads it: its name, the tile under it, what it carries. */
  piece(
    state: SessionState,
    scenario: Scenario,
    mapId: string,
    tokenId: string,
  ): { name: string; tile: string | null; properties: PieceProperty[] } {
    const { map } = mapInPlay(scenario, state.maps, mapId);
    const token = tokenOn(map, tokenId);
    return {
      name: token.label || token.id,
      tile: map.placements[token.at]?.tile ?? null,
      properties: token.properties ?? [],
    };
  },
  moveToken(
    state: SessionState,
    scenario: Scenario,
    mapId: string,
    tokenId: string,
    to: string,
  ): { state: SessionState; revealed: boolean } {
    const { map } = mapInPlay(scenario, state.maps, mapId);
    return moveTo(state, mapId, map, tokenOn(map, tokenId), to);
  },
};

declare module '../../session/feature-apis.ts' {
  interface FeatureApis {
    maps: typeof mapsApi;
  }
}
