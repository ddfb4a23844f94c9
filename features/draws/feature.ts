import { z } from 'zod';
import { reportDuplicateIds } from '../../scenarios/format/primitives.ts';
import { defineFeature, defineSection } from '../define-feature.ts';
import { dealAutomation } from './deal-automation.ts';
import { rollTableAutomation } from './tables/roll-table-automation.ts';
import { reportTableErrors } from './tables/validate-table.ts';
import { deckSheets, tableSheets } from './draw-sheets.ts';
import { marketsPart, shownPart } from './display.ts';
import {
  bagSchema,
  deckSchema,
  dieSchema,
  reportUnknownDrawTargets,
  tableSchema,
} from './draws-format.ts';
import { drawsPlugin } from './plugin.ts';
import { teamChoosingPart, teamHandPart, teamOpenHandsPart } from './team-screen.ts';
import type { BagDef, DeckDef, DieDef, TableDef } from './draws-format.ts';

/** Decks, bags of counters, named dice and random tables, drawn from in the console. */
export const drawsFeature = defineFeature({
  id: 'draws',
  title: 'Draws',
  summary: 'Card decks, bags of counters, dice with their own faces and random tables.',
  plugins: [drawsPlugin],
  sections: [
    defineSection({
      key: 'decks',
      title: 'Decks',
      order: 40,
      schema: z.array(deckSchema).default([]).describe('Card decks.'),
      check: (s, ctx) => reportDuplicateIds(ctx, s.decks, 'decks', 'deck'),
      migrations: [],
      sheets: deckSheets,
    }),
    defineSection({
      key: 'bags',
      title: 'Bags',
      order: 41,
      schema: z.array(bagSchema).default([]).describe('Bags of counters drawn blind.'),
      check: (s, ctx) => reportDuplicateIds(ctx, s.bags, 'bags', 'bag'),
      migrations: [],
    }),
    defineSection({
      key: 'dice',
      title: 'Dice',
      order: 42,
      schema: z.array(dieSchema).default([]).describe('Named dice with listed faces.'),
      check: (s, ctx) => reportDuplicateIds(ctx, s.dice, 'dice', 'die'),
      migrations: [],
    }),
    defineSection({
      key: 'tables',
      title: 'Tables',
      order: 44,
      schema: z.array(tableSchema).default([]).describe('Random and lookup tables.'),
      check: (s, ctx) => {
        reportDuplicateIds(ctx, s.tables, 'tables', 'table');
        reportUnknownDrawTargets(ctx, s);
        reportTableErrors(ctx, s);
      },
      migrations: [],
      sheets: tableSheets,
    }),
  ],
  automations: [dealAutomation, rollTableAutomation],
  display: [shownPart, marketsPart],
  teamScreen: [teamChoosingPart, teamHandPart, teamOpenHandsPart],
  cli: ['roll', 'odds', 'export-cards'],
});

declare module '../../scenarios/format/scenario-sections.ts' {
  interface ScenarioSections {
    decks: DeckDef[];
    bags: BagDef[];
    dice: DieDef[];
    tables: TableDef[];
  }
}
