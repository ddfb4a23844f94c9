import { z } from 'zod';
import {
  galaxyTemplateSchema,
  reportTemplateProblems,
  tilePoolSchema,
} from '../../scenarios/format/galaxy-templates.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { galaxyPlugin } from './plugin.ts';
import type { GalaxyTemplate, TilePool } from '../../scenarios/format/galaxy-templates.ts';

/** Galaxy templates and tile pools, generated in the editor or dealt and placed in a session. */
export const galaxyFeature = defineFeature({
  id: 'galaxy',
  title: 'Galaxy templates',
  summary: 'Layouts of homes, fixed tiles and open places, and the pools of tiles dealt into them.',
  plugins: [galaxyPlugin],
  sections: [
    defineSection({
      key: 'galaxyTemplates',
      title: 'Galaxy templates',
      order: 30,
      schema: z
        .array(galaxyTemplateSchema)
        .default([])
        .describe('Layouts that galaxies are generated or dealt from.'),
      check: (s, ctx) => reportTemplateProblems(ctx, s),
      migrations: [],
    }),
    defineSection({
      key: 'tilePools',
      title: 'Tile pools',
      order: 31,
      schema: z
        .array(tilePoolSchema)
        .default([])
        .describe('Which tiles the galaxy templates deal, and in what proportions.'),
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [],
  cli: ['generate', 'deal', 'template'],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    galaxyTemplates: GalaxyTemplate[];
    tilePools: TilePool[];
  }
}
