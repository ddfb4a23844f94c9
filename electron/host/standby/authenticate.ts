import type { HostLink } from './host-link.ts';

/**
 * How a standby proves to its host that it may copy the sessions: with a pairing code it
 * claims the `standby` role. Without one it stays unpaired and the host lets it copy nothing
 * (a host older than pairing took such a program for Control).
 */
export async function authenticateToHost(
  link: HostLink,
  credentials: { code: string | undefined; name: string },
): Promise<void> {
  if (credentials.code === undefined) return;
  await link.call('pairing.claim', { code: credentials.code, name: credentials.name });
}
