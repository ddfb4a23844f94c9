import { defineFeature, defineSection } from '../define-feature.ts';
import { setupPlugin } from './plugin.ts';
import { reportSetupProblems, setupListSchema } from './setup-format.ts';
import type { SetupStep } from './setup-format.ts';

/** The guided setup: seat rolls, drafts, auctions, normalising and the galaxy deal, in order. */
export const setupFeature = defineFeature({
  id: 'setup',
  title: 'Guided setup',
  summary: 'The steps before play, in order: seat rolls, drafts, bids, normalising, the deal.',
  plugins: [setupPlugin],
  sections: [
    defineSection({
      key: 'setup',
      title: 'Setup steps',
      order: 110,
      schema: setupListSchema,
      check: (s, ctx) => reportSetupProblems(ctx, s),
      migrations: [],
    }),
  ],
  automations: [],
  display: [],
  teamScreen: [],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    setup: SetupStep[];
  }
}
