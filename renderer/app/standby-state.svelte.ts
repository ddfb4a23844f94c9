import type { StandbyStatus } from '../../host/channels.ts';
import type { Backend } from '../backend/backend.ts';

/** This Lodestar's host/standby status, kept current from the host's `standby.changed` events. */
export class StandbyState {
  status = $state.raw<StandbyStatus | null>(null);
  /** The serving Lodestar's clock minus this one's, so "last contact" counts right. */
  clockOffsetMs = 0;
  #unsubscribe: () => void;

  constructor(private readonly backend: Backend) {
    this.#unsubscribe = backend.on('standby.changed', (status) => this.#set(status));
    void this.refresh();
  }

  #set(status: StandbyStatus): void {
    this.clockOffsetMs = status.serverNow - Date.now();
    this.status = status;
  }

  async refresh(): Promise<void> {
    try {
      this.#set(await this.backend.call('standby.status', {}));
    } catch {
      // An older host, or none right now: the banner stays as it was.
    }
  }

  /** `force` promotes even while the host still answers. */
  async promote(force: boolean): Promise<void> {
    this.#set(await this.backend.call('standby.promote', { force }));
  }

  destroy(): void {
    this.#unsubscribe();
  }
}
