/**
 * The process the SIGKILL test kills: it opens the data folder's session store, appends
 * actions to one session as fast as it can and prints `ack <seq>` (the last entry of each
 * action) the moment each action is acknowledged. Usage: session-crash-child.ts DATA_DIR ID
 */
import { SessionStore } from '../../../host/session-store.ts';
import { mixedAction } from './session-fixtures.ts';

const [dataDir, id] = process.argv.slice(2);
if (!dataDir || !id) {
  process.stderr.write('usage: session-crash-child.ts DATA_DIR SESSION_ID\n');
  process.exit(2);
}
// Snapshots often, so that kills also land while a snapshot is being written.
const store = await SessionStore.open(dataDir, { snapshotEvery: 7, log: () => {} });
const opened = await store.open(id);
process.stdout.write(`open ${opened.state.seq}\n`);
for (let i = opened.state.seq; ; i++) {
  try {
    const { state } = await store.act(id, mixedAction(i), 'Crash test');
    process.stdout.write(`ack ${state.seq}\n`);
  } catch (error) {
    // A refused action (pause while paused) writes nothing; anything else is a failure.
    if ((error as { code?: string }).code !== 'invalid') throw error;
  }
}
