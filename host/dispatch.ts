import {
  channels,
  HostError,
  isChannelName,
  SCENARIO_CHANNELS,
  type ChannelName,
  type ParsedRequestOf,
  type Reply,
  type ResponseOf,
} from './channels.ts';
import { loadScenarioCheck } from '../scenarios/format/checked-scenario.ts';
import { problemsFromZod } from '../scenarios/format/problems.ts';

import { callRefusal, sessionRefusal } from './access.ts';
import type { Connection } from './connection.ts';

/** One async function per channel: what the host does for each message, for one connection. */
export type Handlers = {
  [C in ChannelName]: (
    request: ParsedRequestOf<C>,
    connection: Connection,
  ) => Promise<ResponseOf<C>>;
};

/**
 * The one place every call from a client goes through, on either transport: it knows the
 * connection's kind and refuses what it may not do (`forbidden`, with nothing done: see
 * access.ts), validates the request, runs its handler, validates the response, and
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
  const refused = callRefusal(connection, channel);
  if (refused) return { ok: false, error: refused };
  const spec = channels[channel];
  // Loaded with the library in any host; awaited so that a host without it still checks.
  if (SCENARIO_CHANNELS.has(channel)) await loadScenarioCheck();
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
  const elsewhere = sessionRefusal(connection, channel, parsed.data);
  if (elsewhere) return { ok: false, error: elsewhere };
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
