import { z } from 'zod';
import { DEFAULT_BALANCE_PRESET } from '../../scenarios/format/balance.ts';
import { mapSchema } from '../../scenarios/format/map.ts';
import { mapRulesSchema } from '../../scenarios/format/map-rules.ts';
import { reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import { tileSchema } from '../../scenarios/format/tiles.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { tokenSheets } from './token-sheets.ts';
import { reportUnknownTiles } from './maps-format.ts';
import { mapsPlugin } from './plugin.ts';
import { teamMapPart } from './team-screen.ts';
import type { MapDef } from '../../scenarios/format/map.ts';
import type { MapRules } from '../../scenarios/format/map-rules.ts';
import type { Tile } from '../../scenarios/format/tiles.ts';

/**
 * The scenario's maps and tile library (drawn in the map editor), and the maps in play: pieces
 * moved, places revealed, routes opened, each team seeing only what it may.
 */
export const mapsFeature = defineFeature({
  id: 'maps',
  title: 'Maps',
  summary: 'Hex, square and point-to-point maps, their tile library and rules, and maps in play.',
  plugins: [mapsPlugin],
  sections: [
    defineSection({
      key: 'maps',
      title: 'Maps',
      order: 20,
      schema: z.array(mapSchema).default([]).describe('Hex, square and point-to-point maps.'),
      check: (s, ctx) => reportDuplicateIds(ctx, s.maps, 'maps', 'map'),
      migrations: [],
      sheets: tokenSheets,
    }),
    defineSection({
      key: 'tiles',
      title: 'Tile library',
      order: 21,
      schema: z.array(tileSchema).default([]).describe('The tile library that maps place from.'),
      check: (s, ctx) => {
        reportDuplicateIds(ctx, s.tiles, 'tiles', 'tile');
        reportUnknownTiles(ctx, s);
      },
      migrations: [],
    }),
    defineSection({
      key: 'mapRules',
      title: 'Map rules',
      order: 22,
      schema: mapRulesSchema
        .default({
          movement: {
            homes: { kinds: ['home'], borders: [], tiles: [] },
            centre: null,
            wormholes: null,
            hyperlanes: null,
            entryCosts: [],
          },
          balance: { preset: DEFAULT_BALANCE_PRESET, presets: [] },
          checks: [],
        })
        .describe("The rules the scenario's maps are checked and measured by."),
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [teamMapPart],
  cli: ['maps', 'analyze', 'validate-map', 'convert', 'export'],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    maps: MapDef[];
    tiles: Tile[];
    mapRules: MapRules;
  }
}
