import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import {
  channelNames,
  events,
  type EventName,
  type EventOf,
  type Reply,
} from '../host/channels.ts';
import { dispatch, type Handlers } from '../host/dispatch.ts';
import type { Connection } from '../host/connection.ts';
import { isAppUrl } from './app-origin.ts';

/** Decides whether an IPC call comes from the app's own page in the app's own window. */
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

type MaybeContents = WebContents | null | undefined;

/**
 * Trusted only when the call comes from one of `contents` (the app's own windows: the main
 * window and any projector display window) and the sending frame is on the app origin — not a
 * foreign page that somehow got loaded, nor any other window.
 */
export function isTrustedSender(
  event: IpcMainInvokeEvent,
  contents: MaybeContents | readonly MaybeContents[],
): boolean {
  const trusted = Array.isArray(contents) ? contents : [contents as MaybeContents];
  const own = trusted.some(
    (candidate) => candidate && !candidate.isDestroyed() && event.sender === candidate,
  );
  if (!own) return false;
  const frame = event.senderFrame;
  return frame !== null && isAppUrl(frame.url);
}

export function refusedReply(channel: string): Reply {
  return {
    ok: false,
    error: {
      code: 'bad-request',
      message: `Refused "${channel}": the call did not come from the Lodestar window.`,
    },
  };
}

/** The connection a window's calls come from (the main window is Control, a display window a display). */
export type ConnectionOf = (event: IpcMainInvokeEvent) => Connection;

/**
 * One `ipcMain.handle` per channel of the table. Every call is checked against `isTrusted`
 * first; trusted calls go through `dispatch` as the sending window's connection, which
 * refuses a screen what only the crew may do, validates both ways and never throws.
 * Returns a function that removes the handlers again.
 */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: Handlers,
  isTrusted: SenderCheck,
  connectionOf: ConnectionOf,
): () => void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, async (event, request: unknown): Promise<Reply> => {
      if (!isTrusted(event)) {
        console.warn(
          `lodestar: refused IPC "${channel}" from ${event.senderFrame?.url ?? 'a gone frame'}`,
        );
        return refusedReply(channel);
      }
      return dispatch(handlers, channel, request, connectionOf(event));
    });
  }
  return () => {
    for (const channel of channelNames) ipcMain.removeHandler(channel);
  };
}

/**
 * Push an event to the renderer (or to each of several windows), checked against the event
 * table first: a payload the renderer would drop is a host bug, reported here rather than sent.
 */
export function sendEvent<E extends EventName>(
  contents: MaybeContents | readonly MaybeContents[],
  event: E,
  payload: EventOf<E>,
): boolean {
  const checked = events[event].safeParse(payload);
  if (!checked.success) {
    console.error(`lodestar: not sending "${event}", its payload does not match the event table`);
    return false;
  }
  let sent = false;
  const targets = Array.isArray(contents) ? contents : [contents as MaybeContents];
  for (const target of targets) {
    if (!target || target.isDestroyed()) continue;
    target.send(event, checked.data);
    sent = true;
  }
  return sent;
}
