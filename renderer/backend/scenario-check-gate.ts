import { SCENARIO_CHANNELS, type ChannelName } from '../../host/channels.ts';
import { loadScenarioCheck, scenarioCheckLoaded } from '../../scenarios/format/checked-scenario.ts';
import { BackendError } from './backend.ts';

/**
 * Holds calls back while the scenario check loads (see checked-scenario.ts). A call that
 * carries a whole scenario needs it, its reply being checked on arrival; every call made after
 * that one waits as well, so calls still reach the host in the order they were made (a save,
 * then a rename of the same scenario, say).
 *
 * `gate(channel)` is null when the call may go at once. Otherwise the call goes once the
 * promise settles: it resolves when the call may go, and rejects with a BackendError for a
 * scenario call whose check could not be loaded. `reload` ends that message ("Reload the page.").
 */
export function createScenarioCheckGate(
  reload: string,
): (channel: ChannelName) => Promise<void> | null {
  let waiting: Promise<void> | null = null;
  let failure: unknown = null;
  return (channel) => {
    const needsCheck = SCENARIO_CHANNELS.has(channel);
    if (waiting === null) {
      if (!needsCheck || scenarioCheckLoaded()) return null;
      waiting = loadScenarioCheck().then(
        () => {
          waiting = null;
        },
        (error: unknown) => {
          waiting = null;
          failure = error;
        },
      );
    }
    return waiting.then(() => {
      if (needsCheck && !scenarioCheckLoaded()) {
        const reason = failure instanceof Error ? failure.message : String(failure);
        throw new BackendError({
          code: 'io',
          message: `${channel}: could not load the scenario check (${reason}). ${reload}`,
        });
      }
    });
  };
}
