/**
 * What the library takes to read, check and write whole scenarios: the scenario format (its
 * hundreds of schemas take a good part of a host's start to build), the scenario files, and
 * the samples shipped with Lodestar. The library loads this module on its first open, save,
 * import or full check, not to list: a list reads only the head of each file.
 */
export {
  checkScenarioFile,
  parseScenarioText,
  serializeScenario,
} from '../scenarios/format/parse.ts';
export { ScenarioFile, scenarioCodec } from './scenario-file.ts';
export { blankScenario, bundledScenarios } from '../scenarios/library/index.ts';
