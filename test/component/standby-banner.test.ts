import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandbyStatus } from '../../host/channels.ts';
import { StandbyState } from '../../renderer/app/standby-state.svelte.ts';
import { standbyLines } from '../../renderer/app/standby-text.ts';
import StandbyBanner from '../../renderer/shell/StandbyBanner.svelte';
import { FakeBackend } from './support/fake-backend.ts';

const NOW = 1_800_000_000_000;

const following: StandbyStatus = {
  role: 'standby',
  standbys: [],
  departed: null,
  following: {
    host: 'http://10.0.0.1:4777',
    state: 'following',
    sessions: [{ id: 'harbour-night', seq: 40, hostSeq: 42, problem: null }],
    lastContactAt: NOW - 3000,
    lastLagMs: 12,
  },
  serverNow: NOW,
};

afterEach(() => cleanup());

describe('standby banner', () => {
  it('says what the standby holds and how far behind it is', () => {
    expect(standbyLines(following, NOW)).toEqual([
      'Standby: following http://10.0.0.1:4777 — session harbour-night at #40, 2 entries behind, last contact 3 s ago',
    ]);
    expect(
      standbyLines(
        {
          role: 'host',
          standbys: [
            { name: 'Backup', address: 'http://10.0.0.2:4777', behind: 5, lastContactAt: NOW },
          ],
          departed: null,
          following: null,
          serverNow: NOW,
        },
        NOW,
      ),
    ).toEqual(['Standby connected: Backup (http://10.0.0.2:4777), 5 entries behind.']);
    expect(standbyLines({ ...following, role: 'host', following: null }, NOW)).toEqual([]);
    expect(
      standbyLines(
        {
          role: 'host',
          standbys: [],
          departed: { name: 'Backup', address: 'http://10.0.0.2:4777', at: NOW - 65_000 },
          following: null,
          serverNow: NOW,
        },
        NOW,
      ),
    ).toEqual([
      'Standby Backup (http://10.0.0.2:4777) disconnected 65 s ago: nothing is being copied.',
    ]);
  });

  it('once the host is lost, says what it held when last heard, never "0 entries behind"', () => {
    const lastContactAt = new Date(2027, 0, 8, 21, 4, 9).getTime();
    const lost: StandbyStatus = {
      ...following,
      following: {
        ...following.following!,
        state: 'lost',
        sessions: [{ id: 'harbour-night', seq: 42, hostSeq: 42, problem: null }],
        lastContactAt,
      },
    };
    const unknown =
      'last heard from the host at 21:04:09, at entry 42; entries the host accepted after that cannot be known here';
    expect(standbyLines(lost, lastContactAt + 60_000)).toEqual([
      `Standby: following http://10.0.0.1:4777 (host unreachable) — session harbour-night at #42; ${unknown}`,
    ]);
    expect(standbyLines({ ...lost, role: 'promoted' }, lastContactAt + 60_000)).toEqual([
      'Promoted standby: this Lodestar is the host now (it followed http://10.0.0.1:4777).',
      `Session harbour-night continues from #42; ${unknown}.`,
    ]);
    const behind = {
      ...lost.following!,
      sessions: [{ id: 'x', seq: 40, hostSeq: 42, problem: null }],
    };
    expect(standbyLines({ ...lost, following: behind }, lastContactAt)[0]).toContain(
      'at entry 42 (2 of them not copied); entries the host accepted after that cannot be known here',
    );
  });

  it('promotes after a confirmation, and shows the host it has become', async () => {
    const backend = new FakeBackend();
    backend.standbyStatus = following;
    const standby = new StandbyState(backend);
    render(StandbyBanner, { props: { standby } });
    const banner = await screen.findByTestId('standby-banner');
    expect(banner.textContent).toContain('harbour-night at #40, 2 entries behind');

    await fireEvent.click(screen.getByTestId('standby-promote'));
    expect(backend.callsOf('standby.promote')).toHaveLength(0); // asks first
    await fireEvent.click(screen.getByTestId('standby-promote-confirm'));
    await waitFor(() => expect(banner.dataset.role).toBe('promoted'));
    // The host still answered: the banner said so, and promoted on purpose.
    expect(backend.callsOf('standby.promote')).toEqual([{ force: true }]);
    expect(banner.textContent).toContain('this Lodestar is the host now');
    expect(screen.queryByTestId('standby-promote')).toBeNull();
  });

  it('shows why promotion failed', async () => {
    const backend = new FakeBackend();
    backend.standbyStatus = following;
    backend.failNext('standby.promote', {
      code: 'forbidden',
      message: 'only Control can promote a standby',
    });
    render(StandbyBanner, { props: { standby: new StandbyState(backend) } });
    await fireEvent.click(await screen.findByTestId('standby-promote'));
    await fireEvent.click(screen.getByTestId('standby-promote-confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('only Control');
  });
});
