import { z } from 'zod';
import { wholeNumber } from './primitives.ts';
import { metaSchema, seatCount } from './meta.ts';

/**
 * The part of a scenario a library list shows, checked loosely: the meta in full, and of the
 * rest only what is counted (team kinds and role counts, how many maps and decks). Everything
 * else is checked when the scenario is opened.
 */
export const scenarioHeadSchema = z.object({
  meta: metaSchema,
  teams: z
    .array(
      z.looseObject({
        kind: z.enum(['team', 'office']).default('team'),
        roles: z.array(z.looseObject({ count: wholeNumber(0, 1000) })).default([]),
      }),
    )
    .default([]),
  maps: z.array(z.unknown()).default([]),
  decks: z.array(z.unknown()).default([]),
});

/** What a list shows of a scenario: its meta and what it counts. */
export interface ScenarioHead {
  meta: z.output<typeof metaSchema>;
  /** Teams players sit in (offices are posts held on top of a seat, not counted). */
  teamCount: number;
  seatCount: number;
  mapCount: number;
  deckCount: number;
}

export function headOf(scenario: {
  meta: ScenarioHead['meta'];
  teams: readonly { kind: string; roles: readonly { count: number }[] }[];
  maps: readonly unknown[];
  decks: readonly unknown[];
}): ScenarioHead {
  const { meta, teams, maps, decks } = scenario;
  return {
    meta,
    teamCount: teams.filter((team) => team.kind === 'team').length,
    seatCount: seatCount(scenario),
    mapCount: maps.length,
    deckCount: decks.length,
  };
}
