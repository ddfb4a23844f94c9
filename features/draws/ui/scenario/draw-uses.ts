import type { Scenario } from '../../../../scenarios/format/schema.ts';

/**
 * What in the scenario points at a deck or a table. Deleting one of those would leave a
 * link the format rejects (and a scenario that can no longer be saved), so the page says what
 * to change first instead.
 */

/** The phases whose start deals from this deck: "the deal at the start of Phase 2". */
export function deckUses(
  scenario: Pick<Scenario, 'schedule'> & Partial<Pick<Scenario, 'eventBoxes' | 'setup'>>,
  deckId: string,
): string[] {
  const phases = scenario.schedule.blocks.flatMap((block) =>
    block.phases.filter((phase) =>
      phase.atStart.some((a) => a.kind === 'deal' && a.deck === deckId),
    ),
  );
  return [
    ...new Set(phases.map((phase) => `the deal at the start of ${phase.name}`)),
    ...(scenario.eventBoxes ?? [])
      .filter((r) => r.deck === deckId)
      .map((r) => `the event box rules ${r.name}`),
    ...(scenario.setup ?? [])
      .filter((step) => step.kind === 'draft' && step.deck === deckId)
      .map((step) => `the setup step ${step.name}`),
  ];
}

/** The other tables with a row that rolls on this one ("a row of Raid"), and phases rolling it. */
export function tableUses(
  scenario: Pick<Scenario, 'tables'> & Partial<Pick<Scenario, 'schedule'>>,
  tableId: string,
): string[] {
  const phases = (scenario.schedule?.blocks ?? []).flatMap((block) =>
    block.phases.filter((phase) =>
      phase.atStart.some((a) => a.kind === 'roll-table' && a.table === tableId),
    ),
  );
  return [
    ...scenario.tables
      .filter((t) => t.id !== tableId && t.rows.some((row) => row.then === tableId))
      .map((t) => `a row of ${t.name}`),
    ...new Set(phases.map((phase) => `the roll at the start of ${phase.name}`)),
  ];
}
