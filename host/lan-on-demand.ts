import type { LanStatus } from './channels.ts';
import type { LanControl } from './hall.ts';
import { DEFAULT_PORT, startServer, type RunningServer, type ServerOptions } from './server.ts';

/**
 * LAN mode in Electron, where the window talks over IPC and no server runs: turning it on
 * starts `startServer` on the app's own library, sessions and hall (port 4777, or any free
 * one if that is taken), in LAN mode; turning it off stops it.
 */
export function lanOnDemand(
  options: Pick<ServerOptions, 'dataDir' | 'rendererDir' | 'shared' | 'log'>,
): LanControl {
  let served: RunningServer | null = null;
  const off: LanStatus = { supported: true, on: false, urls: [], error: null };
  let changing: Promise<unknown> = Promise.resolve();
  const start = async (port: number) => startServer({ ...options, port, lan: true });
  const set = async (on: boolean): Promise<LanStatus> => {
    if (on) {
      try {
        served ??= await start(DEFAULT_PORT).catch(() => start(0));
      } catch (error) {
        return { ...off, error: error instanceof Error ? error.message : String(error) };
      }
      return served.lan.status();
    }
    await served?.close();
    served = null;
    return off;
  };
  return {
    status: () => served?.lan.status() ?? off,
    set(on) {
      const next = changing.then(() => set(on));
      changing = next.catch(() => {});
      return next;
    },
  };
}
