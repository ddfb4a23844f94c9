import type { Handlers } from './dispatch.ts';
import type { ScenarioLibrary } from './scenario-library.ts';

/** Every channel of the table, answered by the scenario library. Requests arrive validated. */
export function createHandlers(library: ScenarioLibrary): Handlers {
  return {
    'library.list': async () => ({ dataDir: library.dataDir, ...(await library.list()) }),
    'library.templates': async () => library.templates(),
    'library.openBackup': ({ fileName }) => library.openBackup(fileName),
    'scenario.get': ({ id }) => library.get(id),
    'scenario.create': ({ templateId, title }) => library.create({ templateId, title }),
    'scenario.save': ({ id, scenario, expectedModifiedAt }) =>
      library.save(id, scenario, expectedModifiedAt === undefined ? {} : { expectedModifiedAt }),
    'scenario.duplicate': ({ id }) => library.duplicate(id),
    'scenario.rename': ({ id, title }) => library.rename(id, title),
    'scenario.import': ({ fileName, text }) => library.importText(fileName, text),
    'scenario.export': ({ id }) => library.exportText(id),
    'scenario.delete': ({ id }) => library.delete(id),
    'scenario.restore': ({ trashId }) => library.restore(trashId),
  };
}
