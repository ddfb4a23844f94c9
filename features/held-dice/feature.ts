import { z } from 'zod';
import { reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { heldDicePart } from './display.ts';
import { heldDieSchema, reportHeldDiceProblems } from './held-dice-format.ts';
import { heldDicePlugin } from './plugin.ts';
import type { HeldDieDef } from './held-dice-format.ts';

/** Dice held at a face: rolled, stepped down, given between teams. */
export const heldDiceFeature = defineFeature({
  id: 'held-dice',
  title: 'Held dice',
  summary: 'Dice kept at a face by a team (a captain’s die), rolled, stepped and given away.',
  plugins: [heldDicePlugin],
  sections: [
    defineSection({
      key: 'heldDice',
      title: 'Held dice',
      order: 43,
      schema: z
        .array(heldDieSchema)
        .default([])
        .describe('Dice held at a face: rolled, stepped down, given between teams.'),
      check: (s, ctx) => {
        reportDuplicateIds(ctx, s.heldDice, 'heldDice', 'held die');
        reportHeldDiceProblems(ctx, s);
      },
      migrations: [],
    }),
  ],
  automations: [],
  display: [heldDicePart],
  teamScreen: [],
  cli: [],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    heldDice: HeldDieDef[];
  }
}
