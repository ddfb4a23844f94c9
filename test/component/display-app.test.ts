import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CuePlayer } from '../../renderer/audio/cue-player.ts';
import DisplayApp from '../../renderer/display/DisplayApp.svelte';
import type { DisplayAddress } from '../../renderer/display/display-address.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

/** Two turns of Reconciliation (10 min) and Commitment (15 min), with the default cues. */
function megagame(): FakeBackend {
  return new FakeBackend().add(
    'so-say-we-all',
    makeScenario(
      { title: 'So Say We All' },
      {
        schedule: {
          blocks: [
            {
              id: 'turn',
              label: 'Turn',
              repeat: 2,
              phases: [
                { id: 'reconciliation', name: 'Reconciliation', minutes: 10, colour: '#2563eb' },
                {
                  id: 'commitment',
                  name: 'Commitment',
                  minutes: 15,
                  colour: '#fde047',
                  atStart: [{ kind: 'announce', text: 'Commit your orders now' }],
                },
              ],
            },
          ],
          timers: [],
        },
      },
    ),
  );
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ').trim() ?? '';
const screenAttr = (name: string) => screen.getByTestId('display-screen').getAttribute(name);

/** "9:58" → 598 */
const seconds = (reading: string) =>
  reading.split(':').reduce((total, part) => total * 60 + Number(part), 0);

let players: CuePlayer[] = [];

beforeEach(() => {
  delete document.body.dataset.ready;
  delete document.body.dataset.lastSound;
  localStorage.clear();
});
afterEach(() => {
  players = [];
});

function showDisplay(options: { sessionId?: string | null; shiftMs?: number; kind?: 'ipc' } = {}) {
  const backend = megagame();
  const host = new ConsoleFakeHost(backend);
  host.shiftMs = options.shiftMs ?? 0;
  const id = host.start('so-say-we-all', { title: 'Friday rehearsal' });
  // No sound card here: the player still records every cue it is asked to play.
  const player = new CuePlayer({ createContext: () => null, body: document.body });
  players.push(player);
  const address: DisplayAddress = {
    sessionId: options.sessionId === undefined ? id : options.sessionId,
    theme: 'dark',
  };
  const view = render(DisplayApp, { props: { backend, address, player, tickMs: 20 } });
  const act = (action: Record<string, unknown>) => host.actElsewhere(id, action, 'Control');
  /** Time passes on the host; the next update tells the display. */
  const advance = (ms: number) => {
    host.shiftMs += ms;
    act({ type: 'session.note', text: 'time passes' });
  };
  return { host, id, view, act, advance, backend };
}

const ready = () => waitFor(() => expect(document.body.dataset.ready).toBe('display'));

describe('the projector display', () => {
  it('before the start says which phase comes first, then counts down once started', async () => {
    const { act } = showDisplay();
    await ready();
    expect(text('display-waiting')).toBe('Turn 1 · Reconciliation starts soon');
    expect(screen.queryByTestId('display-remaining')).toBeNull();
    expect(screenAttr('data-state')).toBe('waiting');

    act({ type: 'clock.start' });
    await waitFor(() => expect(screenAttr('data-state')).toBe('running'));
    expect(text('display-turn')).toBe('Turn 1');
    expect(text('display-phase')).toBe('Reconciliation');
    expect(seconds(text('display-remaining'))).toBeGreaterThan(595);
    expect(seconds(text('display-remaining'))).toBeLessThanOrEqual(600);
    expect(text('display-next')).toMatch(/Next\s*Commitment/);
    expect(text('display-time')).toMatch(/\d{1,2}:\d{2}/);
  });

  it("counts by the host's clock, not this machine's", async () => {
    // The host is an hour ahead: a display trusting its own clock would show 1:10:00 left.
    const { act } = showDisplay({ shiftMs: 3_600_000 });
    await ready();
    act({ type: 'clock.start' });
    await waitFor(() => expect(screen.queryByTestId('display-remaining')).not.toBeNull());
    const left = seconds(text('display-remaining'));
    expect(left).toBeGreaterThan(595);
    expect(left).toBeLessThanOrEqual(600);
  });

  it('follows the console: next phase with its colour, its automation, and pauses', async () => {
    const { act } = showDisplay();
    await ready();
    act({ type: 'clock.start' });
    act({ type: 'clock.next' });
    await waitFor(() => expect(text('display-phase')).toBe('Commitment'));
    expect(text('display-announcement')).toBe('Commit your orders now');
    // A pale phase colour gets dark text: legible whatever the designer picked.
    const pill = screen.getByTestId('display-phase');
    expect(pill.closest('[data-testid="display-screen"]')?.getAttribute('style')).toContain(
      '--on-phase: #000000',
    );
    expect(text('display-next')).toMatch(/Turn 2 · Reconciliation/);

    act({ type: 'clock.pause' });
    await waitFor(() => expect(screen.queryByTestId('display-paused')).not.toBeNull());
    expect(screenAttr('data-paused')).toBe('true');
    act({ type: 'clock.resume' });
    await waitFor(() => expect(screen.queryByTestId('display-paused')).toBeNull());
  });

  it('turns to the warning colour in the last minute, and shows overrun as +m:ss', async () => {
    const { act, advance } = showDisplay();
    await ready();
    act({ type: 'clock.start' });
    await waitFor(() => expect(screenAttr('data-state')).toBe('running'));
    expect(screenAttr('data-last-minute')).toBe('false');

    advance(10 * 60_000 - 30_000);
    await waitFor(() => expect(screenAttr('data-last-minute')).toBe('true'));
    const flashesBefore = Number(screenAttr('data-flashes'));
    expect(flashesBefore).toBeGreaterThan(0); // entering the last minute flashes

    advance(75_000);
    await waitFor(() => expect(screenAttr('data-overrun')).toBe('true'));
    expect(screenAttr('data-last-minute')).toBe('false');
    expect(text('display-remaining')).toMatch(/^\+0:4\d$/);
  });

  it('plays cue sounds only once sound is enabled, and the button then hides', async () => {
    const { act, advance } = showDisplay();
    await ready();
    act({ type: 'clock.start' });
    await waitFor(() => expect(screenAttr('data-state')).toBe('running'));

    advance(5 * 60_000 + 2_000); // crosses the 5:00 chime
    await waitFor(() => expect(text('display-cue')).toContain('5 minutes left'));
    expect(document.body.dataset.lastSound).toBeUndefined();

    await fireEvent.click(screen.getByTestId('display-enable-sound'));
    expect(screen.queryByTestId('display-enable-sound')).toBeNull();
    expect(document.body.dataset.lastSound).toBe('chime'); // the check that sound works

    advance(4 * 60_000); // crosses the 1:00 beep, which flashes
    await waitFor(() => expect(document.body.dataset.lastSound).toBe('beep'));
    expect(text('display-cue')).toBe('1 minute left');
  });

  it('shows urgent announcements larger and in the danger colour', async () => {
    const { act } = showDisplay();
    await ready();
    act({ type: 'clock.start' });
    act({ type: 'announce.post', text: 'Fire drill at 3pm', urgent: true });
    await waitFor(() => expect(text('display-announcement')).toBe('Fire drill at 3pm'));
    expect(screen.getByTestId('display-announcement').classList.contains('urgent')).toBe(true);
    expect(screen.getByTestId('display-announcement').dataset.urgent).toBe('true');
  });

  it('says the game is over when it ends', async () => {
    const { act } = showDisplay();
    await ready();
    act({ type: 'clock.start' });
    act({ type: 'clock.end' });
    await waitFor(() => expect(text('display-ended')).toContain('Game over'));
    expect(screen.queryByTestId('display-remaining')).toBeNull();
  });

  it('says so when the session does not exist', async () => {
    showDisplay({ sessionId: 'no-such-session' });
    await ready();
    expect(text('display-problem')).toContain('"no-such-session"');
  });

  it('without an id, waits for a session and shows the one that starts', async () => {
    const backend = megagame();
    const host = new ConsoleFakeHost(backend);
    const player = new CuePlayer({ createContext: () => null, body: document.body });
    render(DisplayApp, {
      props: { backend, address: { sessionId: null, theme: 'dark' }, player, tickMs: 20 },
    });
    await ready();
    expect(screen.queryByTestId('display-idle')).not.toBeNull();

    await backend.call('session.create', { scenarioId: 'so-say-we-all', facilitator: 'Ana' });
    await waitFor(() => expect(screenAttr('data-state')).toBe('waiting'));
    expect(host.sessions.size).toBe(1);
  });

  it('hides the pointer after a few idle seconds and shows it when it moves', async () => {
    const backend = megagame();
    new ConsoleFakeHost(backend);
    const player = new CuePlayer({ createContext: () => null, body: document.body });
    const { container } = render(DisplayApp, {
      props: {
        backend,
        address: { sessionId: null, theme: 'dark' },
        player,
        tickMs: 20,
        idleMs: 30,
      },
    });
    const app = container.querySelector('.display-app') as HTMLElement;
    await waitFor(() => expect(app.classList.contains('idle')).toBe(true));
    await fireEvent.pointerMove(window);
    expect(app.classList.contains('idle')).toBe(false);
  });

  it('uses the light palette when the address asks for it', async () => {
    const backend = megagame();
    new ConsoleFakeHost(backend);
    const player = new CuePlayer({ createContext: () => null, body: document.body });
    render(DisplayApp, {
      props: { backend, address: { sessionId: null, theme: 'light' }, player, tickMs: 20 },
    });
    await ready();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
