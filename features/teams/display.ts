import { countOf, displayPart } from '../define-feature.ts';
import { globalTracks } from './teams-view.ts';

export interface DisplayTrack {
  id: string;
  name: string;
  value: number;
  min: number | null;
  max: number | null;
  band: string | null;
}

/** Game-wide tracks marked public, with the current band's effect (team values never are). */
export const tracksPart = displayPart({
  id: 'tracks',
  region: 'strip',
  order: 20,
  when: 'in-play',
  view: ({ state, scenario }): DisplayTrack[] =>
    globalTracks(scenario, state)
      .filter((t) => t.def.public)
      .map((t) => ({
        id: t.def.id,
        name: t.def.name,
        value: t.value,
        min: t.min,
        max: t.max,
        band: t.band,
      })),
  summary: (tracks) => countOf(tracks.length, 'track', 'tracks'),
});
