import { channels } from '../channels.ts';
import type { HostLink } from './host-link.ts';

/**
 * How a standby proves to its host that it may copy a session: it claims a `standby` pairing
 * code once, then presents the token that claim returned on every reconnection (a code is
 * used up by its first claim). A standby's code is issued under one session but lets it copy
 * every running session of the host. Without a code it stays unpaired and the host lets it copy nothing (a host
 * older than pairing took such a program for Control and let it copy every session).
 */
export class HostCredentials {
  #token: string | null = null;

  constructor(
    private readonly code: string | undefined,
    private readonly name: string,
  ) {}

  async present(link: HostLink): Promise<void> {
    if (this.#token !== null) {
      try {
        await link.call('pairing.resume', { token: this.#token });
        return;
      } catch (error) {
        // A host that restarted forgot its pairings: the code again, while it is still good.
        this.#token = null;
        if (this.code === undefined) throw error;
      }
    }
    if (this.code === undefined) return;
    const claimed = channels['pairing.claim'].response.parse(
      await link.call('pairing.claim', { code: this.code, name: this.name }),
    );
    this.#token = claimed.token;
  }
}
