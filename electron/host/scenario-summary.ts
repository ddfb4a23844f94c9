import type { ScenarioSummary, TemplateSummary } from '../channels.ts';
import { seatCount, type Scenario } from '../../scenarios/format/schema.ts';

/** What the library list shows of a scenario without loading it again. */
export function summarizeScenario(
  id: string,
  fileName: string,
  scenario: Scenario,
  modifiedAt: Date,
): ScenarioSummary {
  const { meta } = scenario;
  return {
    id,
    fileName,
    title: meta.title,
    players: { min: meta.players.min, max: meta.players.max },
    durationMinutes: meta.durationMinutes,
    // Offices are posts held on top of a seat, not teams players sit in.
    teamCount: scenario.teams.filter((team) => team.kind === 'team').length,
    seatCount: seatCount(scenario),
    mapCount: scenario.maps.length,
    deckCount: scenario.decks.length,
    tags: [...meta.tags],
    designers: [...meta.designers],
    modifiedAt: modifiedAt.toISOString(),
  };
}

export function summarizeTemplate(id: string, scenario: Scenario): TemplateSummary {
  const { meta } = scenario;
  return {
    id,
    title: meta.title,
    description: meta.description,
    players: { min: meta.players.min, max: meta.players.max },
    durationMinutes: meta.durationMinutes,
  };
}
