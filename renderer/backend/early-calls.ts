import type { ChannelName, RequestOf, ResponseOf } from '../../host/channels.ts';
import type { Backend } from './backend.ts';

/**
 * Calls sent before the screen that wants their answer exists, so the host works on them while
 * the page is still starting: in a browser the page first asks the host who it is, and only
 * then mounts the library, which asks for its list — one round trip after another. Sent early,
 * the list is on its way while the first answer is. Each answer is taken once, and only while
 * fresh; one nobody takes (a console that must pair first is refused the list) is dropped.
 */
const FRESH_MS = 5_000;

interface Early {
  readonly request: string;
  readonly answer: Promise<unknown>;
  readonly at: number;
}

const sent = new WeakMap<Backend, Map<ChannelName, Early>>();

/** Sends `channel` now, for `takeEarlyAnswer` to hand over later. */
export function callEarly<C extends ChannelName>(
  backend: Backend,
  channel: C,
  request: RequestOf<C>,
  now: () => number = Date.now,
): void {
  const answer = backend.call(channel, request);
  // Taken or not, a refusal must not surface as an unhandled rejection.
  answer.catch(() => {});
  const calls = sent.get(backend) ?? new Map<ChannelName, Early>();
  calls.set(channel, { request: JSON.stringify(request), answer, at: now() });
  sent.set(backend, calls);
}

/**
 * The answer to the same call sent early on this backend, if it was sent less than a few
 * seconds ago and nobody took it yet; otherwise null (make the call as usual).
 */
export function takeEarlyAnswer<C extends ChannelName>(
  backend: Backend,
  channel: C,
  request: RequestOf<C>,
  now: () => number = Date.now,
): Promise<ResponseOf<C>> | null {
  const calls = sent.get(backend);
  const early = calls?.get(channel);
  if (!calls || !early) return null;
  calls.delete(channel);
  if (early.request !== JSON.stringify(request) || now() - early.at > FRESH_MS) return null;
  return early.answer as Promise<ResponseOf<C>>;
}
