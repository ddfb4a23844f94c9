import type { HostLink } from './host-link.ts';

/**
 * How a standby proves to its host that it may copy the sessions: with a pairing code it
 * claims the `standby` role; without one it is a program without an Origin, which the host
 * takes for Control. The one place to change when the host's pairing changes.
 */
export async function authenticateToHost(
  link: HostLink,
  credentials: { code: string | undefined; name: string },
): Promise<void> {
  if (credentials.code === undefined) return;
  await link.call('pairing.claim', { code: credentials.code, name: credentials.name });
}
