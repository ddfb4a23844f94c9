import { z } from 'zod';
import { reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { adjudicationPlugin } from './plugin.ts';
import { reportUnknownEffectTrackers, resolverSchema } from './resolvers-format.ts';
import type { ResolverDef } from './resolvers-format.ts';

/** Rulings run from the scenario's resolvers: inputs, dice, modifiers and a results table. */
export const adjudicationFeature = defineFeature({
  id: 'adjudication',
  title: 'Adjudication',
  summary: 'Every ruling table as a resolver: exact odds before the roll, dice, results, effects.',
  plugins: [adjudicationPlugin],
  sections: [
    defineSection({
      key: 'resolvers',
      title: 'Resolvers',
      order: 50,
      schema: z
        .array(resolverSchema)
        .default([])
        .describe('Rulings by table: inputs, dice, modifiers, results.'),
      check: (s, ctx) => {
        reportDuplicateIds(ctx, s.resolvers, 'resolvers', 'resolver');
        reportUnknownEffectTrackers(ctx, s);
      },
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [],
  cli: ['resolve', 'odds-resolve'],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    resolvers: ResolverDef[];
  }
}
