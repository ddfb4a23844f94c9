import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { clockView } from '../../features/clock/clock-view.ts';
import { displayView } from '../../screens/display-view.ts';
import type { Action } from '../../session/types.ts';
import ClockPanel from '../../features/clock/ui/ClockPanel.svelte';
import DisplayMonitor from '../../renderer/console/DisplayMonitor.svelte';
import PlanPanel from '../../features/clock/ui/PlanPanel.svelte';
import {
  boardLayout,
  clockDigits,
  digitsWidthEm,
  eventLines,
  pageAt,
} from '../../renderer/display/display-format.ts';
import { scheduleEntries } from '../../renderer/scenario/play-lists.ts';
import { drawsRecorder } from '../unit/draws/draws-fixtures.ts';
import { Game, MINUTE, T0, phase, scenarioWith } from '../unit/clock/clock-fixtures.ts';

/**
 * The clock tab: what the display shows now (with Keep and Clear), an untimed phase counting
 * up, and designer notes kept to a marker in the live clock and spelled out in the plan.
 */

afterEach(() => cleanup());

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s+/g, ' ').trim() ?? '';

function monitor(r: ReturnType<typeof drawsRecorder>, now = T0) {
  const sent: Action[] = [];
  const props = () => ({
    view: displayView(r.engine.state, now, r.engine.header.scenario),
    title: 'Friday',
    now,
    progress: 0,
    upcomingColour: null,
    readOnly: false,
    busy: false,
    onact: (action: Action) => {
      sent.push(action);
      r.act(action);
      void rendered.rerender(props());
    },
  });
  const rendered = render(DisplayMonitor, { props: props() });
  return { sent };
}

describe('what the display shows, on the clock tab', () => {
  it('names the card shown and until when, keeps it or clears it', async () => {
    const r = drawsRecorder();
    r.act({ type: 'clock.start' });
    const [draw] = r.act({ type: 'deck.draw', deck: 'events', count: 1 });
    const card = (draw!.outcome as { cards: string[] }).cards[0]!;
    r.act({ type: 'draws.show', item: { kind: 'cards', deck: 'events', cards: [card] } });
    const { sent } = monitor(r);
    const title = r.engine.header.scenario.decks[0]!.cards.find((c) => card.startsWith(c.id))!;
    expect(text('display-monitor-shown')).toContain(
      `Display shows: card ${title.title} (Events) (clears at the next phase)`,
    );
    // The thumbnail is the display's own screen, drawn small.
    expect(screen.getByTestId('display-screen').dataset.state).toBe('running');
    expect(screen.getByTestId('display-shown')).toBeTruthy();

    await fireEvent.click(screen.getByTestId('display-monitor-keep'));
    expect(sent).toEqual([{ type: 'draws.until', until: 'cleared' }]);
    await Promise.resolve();
    expect(text('display-monitor-shown')).toContain('(stays until cleared)');
    await fireEvent.click(screen.getByTestId('display-monitor-clear'));
    expect(sent.at(-1)).toEqual({ type: 'draws.hide' });
  });

  it('says when nothing is shown but the clock and what else is on screen', () => {
    const r = drawsRecorder();
    r.act({ type: 'clock.start' });
    r.act({ type: 'announce.post', text: 'Lunch', urgent: false });
    monitor(r);
    expect(text('display-monitor-idle')).toContain(
      'Display shows the clock and the announcement; no card or result',
    );
  });
});

const untimedRounds = {
  blocks: [
    {
      id: 'round',
      label: 'Round',
      repeat: 2,
      phases: [
        { id: 'strategy', name: 'Strategy', untimed: true },
        phase('status', 10, { assumed: true }),
      ],
    },
  ],
};

function clockPanel(game: Game, now: number) {
  const sent: Action[] = [];
  render(ClockPanel, {
    props: {
      view: clockView(game.clock, now),
      suggestions: [],
      flashes: 0,
      readOnly: false,
      busy: false,
      onact: (a: Action) => void sent.push(a),
      onjump: () => {},
      onendgame: () => {},
    },
  });
  return sent;
}

describe('the clock panel', () => {
  it('counts an untimed phase up and offers no minute to add or take off', () => {
    const game = new Game(untimedRounds);
    game.act({ type: 'clock.start' }, T0);
    clockPanel(game, T0 + 12 * MINUTE + 5_000);
    expect(text('clock-remaining')).toBe('12:05');
    expect(text('clock-untimed')).toBe('untimed');
    expect(screen.getByTestId('clock-add-minute')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('clock-add-minute').getAttribute('title')).toMatch(/untimed/);
    expect(screen.getByTestId('clock-remaining').classList.contains('overrun')).toBe(false);
  });

  it('marks an assumed length with a small marker, its reason in the tooltip', () => {
    const game = new Game(untimedRounds);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.next' }, T0);
    clockPanel(game, T0);
    const marker = screen.getByTestId('clock-assumed');
    expect(marker.textContent).toBe('?');
    expect(marker.getAttribute('title')).toMatch(/did not give it/);
    // No sentence about it in the live clock.
    expect(text('clock-panel')).not.toMatch(/Assumed length/);
  });
});

describe('the plan', () => {
  it('spells out an assumed length and leaves an untimed phase without minutes', () => {
    const game = new Game(untimedRounds);
    render(PlanPanel, {
      props: {
        plan: game.clock.plan,
        current: -1,
        readOnly: false,
        busy: false,
        onact: () => {},
      },
    });
    expect(screen.getAllByTestId('plan-assumed')[0]!.textContent).toBe('assumed length');
    const minutes = screen.getAllByTestId('plan-minutes') as HTMLInputElement[];
    expect(minutes[0]!.value).toBe('');
    expect(minutes[0]!.placeholder).toBe('untimed');
    expect(minutes[1]!.value).toBe('10');
  });

  it('lists the schedule on the scenario page with the designer notes', () => {
    const entries = scheduleEntries(scenarioWith(untimedRounds));
    expect(entries.map((e) => [e.name, e.description])).toEqual([
      ['Strategy', 'untimed · Round × 2'],
      ['Status', '10 min · Round × 2 · assumed length: the source did not say'],
    ]);
  });
});

describe('the display’s layout arithmetic', () => {
  it('shows an untimed phase as the time taken, a timed one as the time left', () => {
    const base = { elapsedMs: 65_000, remainingMs: 120_000, overrun: false };
    expect(clockDigits({ ...base, untimed: true })).toBe('1:05');
    expect(clockDigits({ ...base, untimed: false })).toBe('2:00');
  });

  it('measures digits wide enough never to spill', () => {
    expect(digitsWidthEm('12:30')).toBeCloseTo(3.2);
    expect(digitsWidthEm('+1:02:03')).toBeGreaterThan(digitsWidthEm('1:02:03'));
  });

  it('lays the events board out in the widest cells that show every ship, paging only when they cannot', () => {
    const area = {
      width: 1000,
      height: 300,
      minCellWidth: 200,
      minCellHeight: 90,
      maxCellHeight: 150,
      gap: 10,
    };
    // Three rows fit: four columns hold eleven, each cell as tall as a third of the room.
    expect(boardLayout({ ...area, count: 11 })).toEqual({
      columns: 4,
      rows: 3,
      perPage: 11,
      pages: 1,
      cellHeight: 280 / 3,
    });
    // Three ships: one column of three.
    expect(boardLayout({ ...area, count: 3 })).toMatchObject({ columns: 1, rows: 3 });
    // Two rows only: four columns of two rows a page, two pages.
    expect(boardLayout({ ...area, height: 190, count: 11 })).toMatchObject({
      columns: 4,
      rows: 2,
      perPage: 8,
      pages: 2,
    });
    // Not measured yet: everything on one page.
    expect(boardLayout({ ...area, width: 0, count: 11 }).pages).toBe(1);
    // Whole lines only: a title line and an outcome line first, then a second title line.
    expect(eventLines(7.2, false)).toEqual({ title: 1, outcome: 0 });
    expect(eventLines(10, true)).toEqual({ title: 1, outcome: 1 });
    expect(eventLines(11.6, true)).toEqual({ title: 1, outcome: 1 });
    expect(eventLines(13, true)).toEqual({ title: 2, outcome: 1 });
    expect(eventLines(16, true)).toEqual({ title: 2, outcome: 2 });
    expect([0, 8_000, 16_000].map((now) => pageAt(now, 2))).toEqual([0, 1, 0]);
  });
});
