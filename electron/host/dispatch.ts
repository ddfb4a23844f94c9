import {
  channels,
  HostError,
  isChannelName,
  screensMayCall,
  type ChannelName,
  type ParsedRequestOf,
  type Reply,
  type ResponseOf,
} from '../channels.ts';
import { problemsFromZod } from '../../scenarios/format/problems.ts';

import { isScreenConnection, type Connection } from './connection.ts';
import { formatViewer } from '../../console/session/viewer.ts';

/** One async function per channel: what the host does for each message, for one connection. */
export type Handlers = {
  [C in ChannelName]: (
    request: ParsedRequestOf<C>,
    connection: Connection,
  ) => Promise<ResponseOf<C>>;
};

/**
 * The one place every call from a client goes through, on either transport: it knows the
 * connection's viewer, refuses a screen anything but the read-only channels (`forbidden`,
 * with nothing done), validates the request, runs its handler, validates the response, and
 * wraps the outcome as a `Reply`. Never throws.
 */
export async function dispatch(
  handlers: Handlers,
  channel: string,
  raw: unknown,
  connection: Connection,
): Promise<Reply> {
  if (!isChannelName(channel)) {
    return { ok: false, error: { code: 'bad-request', message: `unknown channel "${channel}"` } };
  }
  if (isScreenConnection(connection) && !screensMayCall(channel)) {
    return {
      ok: false,
      error: {
        code: 'forbidden',
        message: `a screen (${formatViewer(connection.viewer)}) cannot call "${channel}": screens only show the session`,
      },
    };
  }
  const spec = channels[channel];
  const parsed = spec.request.safeParse(raw ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      error: {
        code: 'bad-request',
        message: `invalid request for ${channel}`,
        problems: problemsFromZod(parsed.error),
      },
    };
  }
  try {
    const handler = handlers[channel] as (
      request: unknown,
      connection: Connection,
    ) => Promise<unknown>;
    const response = await handler(parsed.data, connection);
    const checked = spec.response.safeParse(response);
    if (!checked.success) {
      return {
        ok: false,
        error: {
          code: 'internal',
          message: `the host produced an invalid response for ${channel}`,
          problems: problemsFromZod(checked.error),
        },
      };
    }
    return { ok: true, response: checked.data };
  } catch (error) {
    if (error instanceof HostError) return { ok: false, error: error.toData() };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'internal', message } };
  }
}
