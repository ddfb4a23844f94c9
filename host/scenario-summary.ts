import type { ScenarioSummary, TemplateSummary } from './channels.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import type { ScenarioHead } from '../scenarios/format/scenario-head.ts';

/** What the library list shows of a scenario (from its file's head: see `parseScenarioHead`, `readListedHead`). */
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
    teamCount: head.teamCount,
    seatCount: head.seatCount,
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
