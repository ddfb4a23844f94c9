/**
 * The process the temp-file SIGKILL test kills: it opens the library in DATA_DIR, prints
 * `saving` and then saves every scenario in it over and over, all at once, until killed.
 * Usage: scenario-save-child.ts DATA_DIR
 */
import { ScenarioLibrary } from '../../../host/scenario-library.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  process.stderr.write('usage: scenario-save-child.ts DATA_DIR\n');
  process.exit(2);
}
const library = await ScenarioLibrary.open(dataDir);
const { scenarios } = await library.list();
const loaded = await Promise.all(scenarios.map((s) => library.get(s.id)));
process.stdout.write('saving\n');
for (let round = 0; ; round++) {
  await Promise.all(
    loaded.map(({ summary, scenario }) => {
      scenario.meta.description = `save ${round}`;
      return library.save(summary.id, scenario);
    }),
  );
}
