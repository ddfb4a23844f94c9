import type { ScenarioSummary, TemplateSummary } from '../channels.ts';
import { seatCount, type Scenario } from '../../scenarios/format/schema.ts';
import type { ScenarioHead } from '../../scenarios/format/scenario-head.ts';

/** What the library list shows of a scenario (from its head: see `parseScenarioHead`). */
export function summarizeScenario(
  id: string,
  fileName: string,
  head: ScenarioHead,
  modifiedAt: Date,
): ScenarioSummary {
  const { meta } = head;
  return {
    id,
    fileName,
    title: meta.title,
    players: { min: meta.players.min, max: meta.players.max },
    durationMinutes: meta.durationMinutes,
    // Offices are posts held on top of a seat, not teams players sit in.
    teamCount: head.teams.filter((team) => team.kind === 'team').length,
    seatCount: seatCount(head),
    mapCount: head.mapCount,
    deckCount: head.deckCount,
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
