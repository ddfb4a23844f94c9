import type { IpcRenderer, IpcRendererEvent } from 'electron';
import {
  channelNames,
  eventNames,
  type ChannelName,
  type EventName,
  type LodestarBridge,
} from '../host/channels.ts';

/** The parts of `ipcRenderer` the bridge needs; nothing else of it reaches the page. */
export type BridgeIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/**
 * Build `window.lodestar`: one function per channel (an `invoke` on that channel only) and one
 * subscribe function per event (the listener gets the payload, never the `IpcRendererEvent`,
 * whose `sender` would hand the page `ipcRenderer` itself). Validation is the renderer's IPC
 * backend's job and the host's; this layer only narrows what the page can reach.
 */
export function createPreloadBridge(ipc: BridgeIpc): LodestarBridge {
  const call = Object.fromEntries(
    channelNames.map((channel) => [
      channel,
      (request: unknown): Promise<unknown> => ipc.invoke(channel, request),
    ]),
  ) as Record<ChannelName, (request: unknown) => Promise<unknown>>;

  const subscribe = Object.fromEntries(
    eventNames.map((event) => [
      event,
      (listener: (payload: unknown) => void): (() => void) => {
        if (typeof listener !== 'function')
          throw new TypeError(`${event}: listener must be a function`);
        const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
        ipc.on(event, forward);
        return () => {
          ipc.removeListener(event, forward);
        };
      },
    ]),
  ) as Record<EventName, (listener: (payload: unknown) => void) => () => void>;

  return { call, subscribe };
}
