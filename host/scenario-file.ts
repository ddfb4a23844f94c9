import { parseScenarioText, serializeScenarioParts } from '../scenarios/format/parse.ts';
import type { Scenario } from '../scenarios/format/schema.ts';
import { DataFile, DataFileError, type TextCodec } from './data-file.ts';

/**
 * Scenario files: older versions are migrated on read (the file itself is only rewritten
 * when the scenario is next saved); newer, invalid or damaged files are refused with every
 * problem and their JSON paths.
 */
export const scenarioCodec: TextCodec<Scenario> = {
  parse(text, filePath) {
    const result = parseScenarioText(text);
    if (!result.ok) throw new DataFileError(filePath, result.kind, result.problems);
    return result.scenario;
  },
  serialize: serializeScenarioParts,
};

/** A lowdb adapter for one scenario file. */
export class ScenarioFile extends DataFile<Scenario> {
  constructor(filePath: string) {
    super(filePath, scenarioCodec);
  }
}
