import { scenarioSections, type Scenario } from '../scenarios/format/schema.ts';
import type { SheetPart } from '../scenarios/csv/sheet-part.ts';

/** A scenario's spreadsheet parts, with the section each belongs to, as the scenario page lists them. */
export function sheetPartsOf(scenario: Scenario): { sectionKey: string; part: SheetPart }[] {
  return scenarioSections.flatMap((section) =>
    (section.sheets?.(scenario) ?? []).map((part) => ({ sectionKey: section.key, part })),
  );
}

/** The part a command names, or the lines that say which parts there are. */
export function findSheetPart(
  scenario: Scenario,
  source: string,
  id: string,
): { ok: true; sectionKey: string; part: SheetPart } | { ok: false; lines: string[] } {
  const parts = sheetPartsOf(scenario);
  const found = parts.find((p) => p.part.id === id);
  if (found) return { ok: true, ...found };
  return {
    ok: false,
    lines: [
      parts.length === 0
        ? `${source} has no spreadsheet parts (no decks, tables, timetable or map pieces)`
        : `${source} has no spreadsheet part "${id}" (its parts: ${parts.map((p) => p.part.id).join(', ')})`,
    ],
  };
}
