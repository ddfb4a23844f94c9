import {
  channels,
  HostError,
  isChannelName,
  type ChannelName,
  type ParsedRequestOf,
  type Reply,
  type ResponseOf,
} from '../channels.ts';
import { problemsFromZod } from '../../scenarios/format/problems.ts';

/** One async function per channel: what the host does for each message. */
export type Handlers = {
  [C in ChannelName]: (request: ParsedRequestOf<C>) => Promise<ResponseOf<C>>;
};

/**
 * Validate a request, run its handler, validate the response, and wrap the outcome as a
 * `Reply`. Never throws: both transports (IPC and WebSocket) send whatever this returns.
 */
export async function dispatch(handlers: Handlers, channel: string, raw: unknown): Promise<Reply> {
  if (!isChannelName(channel)) {
    return { ok: false, error: { code: 'bad-request', message: `unknown channel "${channel}"` } };
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
    const handler = handlers[channel] as (request: unknown) => Promise<unknown>;
    const response = await handler(parsed.data);
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
