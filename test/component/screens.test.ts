import '@testing-library/svelte/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardView } from '../../features/draws/draws-view.ts';
import { teamViewer, DISPLAY } from '../../session/viewer.ts';
import type { ConnectionMonitor, ConnectionStatus } from '../../renderer/backend/connection.ts';
import ScreenApp from '../../renderer/screens/ScreenApp.svelte';
import type { ScreenAddress, ScreenPage } from '../../renderer/screens/screen-address.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { FakeBackend } from './support/fake-backend.ts';

const sswa = bundledScenarios.find((b) => b.id === 'so-say-we-all')!.scenario;
const OWN = 'refinery-ship-1';
const OTHER = 'refinery-ship-2';

/** A transport whose status the test sets, as a WebSocket's would drop and come back. */
class FakeConnection implements ConnectionMonitor {
  status: ConnectionStatus = 'open';
  #listeners = new Set<(status: ConnectionStatus) => void>();
  set(status: ConnectionStatus) {
    this.status = status;
    for (const listener of [...this.#listeners]) listener(status);
  }
  onStatus(listener: (status: ConnectionStatus) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function address(page: ScreenPage, fields: Partial<ScreenAddress> = {}): ScreenAddress {
  return { page, sessionId: null, theme: 'dark', team: null, key: null, timer: null, ...fields };
}

/** A So Say We All session on the fake host, the page under test seeing it as `viewer` does. */
function hall(viewer = DISPLAY) {
  const backend = new FakeBackend().add('so-say-we-all', sswa);
  const host = new ConsoleFakeHost(backend);
  host.viewer = viewer;
  const id = host.start('so-say-we-all', { title: 'Friday game' });
  const act = (action: Record<string, unknown>) => host.actElsewhere(id, action, 'Control');
  const connection = new FakeConnection();
  const show = (at: ScreenAddress) =>
    render(ScreenApp, { props: { backend, connection, address: at, tickMs: 20 } });
  const control = () => host.sessions.get(id)!.engine.state;
  return { backend, host, id, act, show, connection, control };
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ').trim() ?? '';
const pageState = () => screen.getByTestId('screen').dataset.state;

/** happy-dom draws nothing on a canvas: a context that accepts every call lets the map mount. */
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const state: Record<string | symbol, unknown> = { canvas: this };
    return new Proxy(state, {
      get: (target, prop) =>
        prop in target
          ? target[prop]
          : prop === 'measureText'
            ? (text: string) => ({ width: text.length * 10 })
            : prop === 'getTransform'
              ? () => new DOMMatrix()
              : prop === 'getImageData'
                ? (_x: number, _y: number, w: number, h: number) => ({
                    data: new Uint8ClampedArray(w * h * 4),
                  })
                : () => undefined,
      set: (target, prop, value) => {
        target[prop] = value;
        return true;
      },
    });
  } as unknown as HTMLCanvasElement['getContext']);
});
beforeEach(() => delete document.body.dataset.ready);
afterEach(() => cleanup());

describe('every screen page', () => {
  it('says when the session does not exist', async () => {
    const { show } = hall();
    show(address('ticker', { sessionId: 'no-such-session' }));
    await waitFor(() => expect(pageState()).toBe('not-found'));
    expect(text('screen-notice')).toContain('Session not found');
  });

  it('says when no session runs, and shows one when it starts', async () => {
    const backend = new FakeBackend().add('so-say-we-all', sswa);
    const host = new ConsoleFakeHost(backend);
    render(ScreenApp, { props: { backend, address: address('results'), tickMs: 20 } });
    await waitFor(() => expect(pageState()).toBe('idle'));
    expect(text('screen-notice')).toContain('No session is running');
    const id = host.start('so-say-we-all');
    host.actElsewhere(id, { type: 'clock.start' });
    await waitFor(() => expect(pageState()).toBe('live'));
    expect(screen.getByTestId('results-page')).toBeTruthy();
  });

  it('keeps the last state known while the host is away, marked offline', async () => {
    const { show, id, act, connection } = hall();
    act({ type: 'announce.post', text: 'Dinner at eight', urgent: false });
    show(address('ticker', { sessionId: id }));
    await waitFor(() => expect(screen.getAllByTestId('ticker-item')).toHaveLength(1));
    expect(screen.queryByTestId('screen-offline')).toBeNull();
    connection.set('reconnecting');
    await waitFor(() => expect(screen.getByTestId('screen-offline')).toBeTruthy());
    expect(text('ticker-item')).toContain('Dinner at eight');
    connection.set('open');
    await waitFor(() => expect(screen.queryByTestId('screen-offline')).toBeNull());
  });

  it('shows the log head code in a corner and never calls anything but open', async () => {
    const { show, id, act, backend } = hall();
    act({ type: 'announce.post', text: 'Welcome', urgent: false });
    show(address('results', { sessionId: id }));
    await waitFor(() => expect(pageState()).toBe('live'));
    await waitFor(() => expect(text('screen-head-code')).toMatch(/^#\d+·[0-9a-f]{6}$/));
    const channels = new Set(backend.calls.map((c) => c.channel));
    expect([...channels]).toEqual(['session.open']);
  });
});

describe('the team screen', () => {
  function twoTeams() {
    const h = hall(teamViewer(OWN));
    h.act({ type: 'tracker.set', tracker: 'fuel', holder: OWN, value: 7 });
    h.act({ type: 'tracker.set', tracker: 'fuel', holder: OTHER, value: 3 });
    h.act({ type: 'deck.deal', deck: 'black-market', count: 2, holders: [OWN, OTHER], to: 'hand' });
    const hand = (team: string) =>
      h
        .control()
        .draws.decks['black-market']!.piles[`hand:${team}`]!.map(
          (card) => cardView(sswa, 'black-market', card)!.title,
        );
    return { ...h, hand };
  }

  it('shows its own trackers and hand, and nothing of another team', async () => {
    const { show, id, hand } = twoTeams();
    const own = hand(OWN);
    const other = hand(OTHER).filter((title) => !own.includes(title));
    expect(own).toHaveLength(2);
    show(address('team', { sessionId: id, team: OWN, key: 'k' }));
    await waitFor(() => expect(pageState()).toBe('live'));
    expect(text('team-name')).toBe(sswa.teams.find((t) => t.id === OWN)!.name);
    expect(text('team-tracker-fuel')).toContain('7');
    const shown = text('team-hand');
    for (const title of own) expect(shown).toContain(title);
    for (const title of other) expect(shown).not.toContain(title);
    expect(document.body.textContent).not.toContain(sswa.teams.find((t) => t.id === OTHER)!.name);
  });

  it('shows the cards it drew to choose from', async () => {
    const { show, id, act, control } = twoTeams();
    act({ type: 'deck.draw-to-choose', deck: 'black-market', team: OWN, count: 2 });
    show(address('team', { sessionId: id, team: OWN, key: 'k' }));
    const cards = control().draws.decks['black-market']!.choosing![OWN]!.cards;
    await waitFor(() =>
      expect(text('team-choosing')).toContain(cardView(sswa, 'black-market', cards[0]!)!.title),
    );
  });

  it('follows a tracker change made at the console', async () => {
    const { show, id, act } = twoTeams();
    show(address('team', { sessionId: id, team: OWN, key: 'k' }));
    await waitFor(() => expect(text('team-tracker-fuel')).toContain('7'));
    act({ type: 'tracker.adjust', tracker: 'fuel', holder: OWN, by: 4 });
    await waitFor(() => expect(text('team-tracker-fuel')).toContain('11'));
  });

  it('shows its open event, then its result', async () => {
    const { show, id, act, control } = twoTeams();
    act({ type: 'deck.deal', deck: 'events', count: 1, holders: [OWN, OTHER], to: 'play' });
    show(address('team', { sessionId: id, team: OWN, key: 'k' }));
    const card = control().draws.decks.events!.piles[`play:${OWN}`]![0]!;
    const title = cardView(sswa, 'events', card)!.title;
    await waitFor(() => expect(text('team-events')).toContain(title));
    act({ type: 'event.tally', rules: 'event-boxes', team: OWN, card, contents: {} });
    await waitFor(() => expect(text('team-events')).toMatch(/Success|Failure/));
  });

  it('says so when the address names no team or a team the session lacks', async () => {
    const { show, id } = hall(teamViewer(OWN));
    show(address('team', { sessionId: id, team: null }));
    expect(text('screen-notice')).toContain('names no team');
    cleanup();
    show(address('team', { sessionId: id, team: 'nobody' }));
    await waitFor(() => expect(screen.getByTestId('team-missing')).toBeTruthy());
  });
});

describe('the news ticker', () => {
  it('shows announcements newest first with their time, and follows new ones', async () => {
    const { show, id, act } = hall();
    act({ type: 'announce.post', text: 'First news', urgent: false });
    act({ type: 'announce.post', text: 'Second news', urgent: true });
    show(address('ticker', { sessionId: id }));
    await waitFor(() => expect(screen.getAllByTestId('ticker-item')).toHaveLength(2));
    const items = screen.getAllByTestId('ticker-item').map((item) => item.textContent ?? '');
    expect(items[0]).toContain('Second news');
    expect(items[1]).toContain('First news');
    expect(items[0]).toMatch(/\d{1,2}:\d{2}/);
    act({ type: 'announce.post', text: 'Third news', urgent: false });
    await waitFor(() =>
      expect(screen.getAllByTestId('ticker-item')[0]!.textContent).toContain('Third news'),
    );
  });

  it('says so when there is nothing to read', async () => {
    const { show, id } = hall();
    show(address('ticker', { sessionId: id }));
    await waitFor(() => expect(screen.getByTestId('ticker-empty')).toBeTruthy());
  });
});

describe("a table's timer", () => {
  it('counts the turn clock down when no timer is named', async () => {
    const { show, id, act } = hall();
    act({ type: 'clock.start' });
    show(address('timer', { sessionId: id }));
    await waitFor(() => expect(text('timer-digits')).toMatch(/^\d+:\d{2}$/));
    expect(text('timer-name')).toBe(sswa.schedule.blocks[0]!.phases[0]!.name);
  });

  it("counts a side timer down by the host's clock and says when time is up", async () => {
    const { show, id, act, host, control } = hall();
    act({ type: 'timer.from-template', template: 'execution-time-out' });
    const timer = control().timers[0]!;
    show(address('timer', { sessionId: id, timer: timer.id }));
    await waitFor(() => expect(text('timer-name')).toBe(timer.name));
    const minutes = Math.round(timer.durationMs / 60_000);
    expect(text('timer-digits')).toBe(`${minutes}:00`);
    host.shiftMs += timer.durationMs + 5_000;
    act({ type: 'session.note', text: 'time passes' });
    await waitFor(() => expect(text('timer-state')).toBe("Time's up"));
    expect(screen.getByTestId('timer-page').dataset.finished).toBe('true');
  });

  it("shows each of Aquila Rift's map tables on its own timer page", async () => {
    const aquila = bundledScenarios.find((b) => b.id === 'aquila-rift')!.scenario;
    const backend = new FakeBackend().add('aquila-rift', aquila);
    const host = new ConsoleFakeHost(backend);
    host.viewer = DISPLAY;
    const id = host.start('aquila-rift');
    host.actElsewhere(id, { type: 'timer.from-template', template: 'map-tables' });
    const tables = host.sessions.get(id)!.engine.state.timers;
    expect(tables.map((t) => t.scope)).toContain('Table 2');
    const table = tables.find((t) => t.scope === 'Table 2')!;
    const at = address('timer', { sessionId: id, timer: table.id });
    render(ScreenApp, { props: { backend, address: at, tickMs: 20 } });
    await waitFor(() => expect(text('timer-name')).toBe('Map turns'));
    expect(screen.getByText('Table 2')).toBeTruthy();
    expect(text('timer-state')).toBe('Turn 1 of 3');
  });

  it('says so when the session has no such timer', async () => {
    const { show, id } = hall();
    show(address('timer', { sessionId: id, timer: 'nope' }));
    await waitFor(() => expect(screen.getByTestId('timer-missing')).toBeTruthy());
  });
});

describe('the results wall', () => {
  it('shows tallied events newest first, never what was in the box', async () => {
    const { show, id, act, control } = hall();
    act({ type: 'deck.deal', deck: 'events', count: 1, holders: [OWN, OTHER], to: 'play' });
    const own = control().draws.decks.events!.piles[`play:${OWN}`]![0]!;
    const other = control().draws.decks.events!.piles[`play:${OTHER}`]![0]!;
    act({ type: 'event.tally', rules: 'event-boxes', team: OWN, card: own, contents: {} });
    show(address('results', { sessionId: id }));
    await waitFor(() => expect(screen.getAllByTestId('result')).toHaveLength(1));
    act({ type: 'event.tally', rules: 'event-boxes', team: OTHER, card: other, contents: {} });
    await waitFor(() => expect(screen.getAllByTestId('result')).toHaveLength(2));
    const first = screen.getAllByTestId('result')[0]!.textContent ?? '';
    expect(first).toContain(sswa.teams.find((t) => t.id === OTHER)!.name);
  });

  it('says so when nothing is resolved yet', async () => {
    const { show, id } = hall();
    show(address('results', { sessionId: id }));
    await waitFor(() => expect(screen.getByTestId('results-empty')).toBeTruthy());
  });
});
