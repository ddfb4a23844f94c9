import { teamScreenPart } from '../define-feature.ts';

/** The live map to draw on a team's screen: the one on the display, else the first it has. */
export const teamMapPart = teamScreenPart({
  id: 'map',
  order: 50,
  placement: 'side',
  view: ({ state }): { mapId: string } | null => {
    const live = Object.keys(state.maps?.live ?? {});
    const shown = state.maps?.shown ?? null;
    const mapId = shown && live.includes(shown) ? shown : (live[0] ?? null);
    return mapId === null ? null : { mapId };
  },
});
