import { drawsRecorder } from '../draws/draws-fixtures.ts';
import { teamsRecorder, teamsScenario } from '../teams/teams-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { IDLE_COLOUR } from '../../../features/clock/clock-view.ts';
import type { TimerView } from '../../../features/clock/timer-view.ts';
import type { EndingBanner } from '../../../features/endings/endings-view.ts';
import {
  displayPartData,
  displaySummary,
  displayView,
  type DisplayView,
} from '../../../screens/display-view.ts';

/** A part's data, or an empty list when it shows nothing. */
const part = <T>(view: DisplayView, key: string): T => displayPartData<T>(view, key) ?? ([] as T);
import { Game, MINUTE, phase, SECOND, T0 } from '../clock/clock-fixtures.ts';

const schedule = {
  blocks: [
    {
      id: 'turn',
      repeat: 2,
      phases: [phase('talk', 10, { colour: '#2f6f9f' }), phase('vote', 5, { colour: '#c7871f' })],
    },
  ],
  timers: [
    { id: 'enemy', name: 'Enemy', kind: 'repeating', seconds: 120 },
    { id: 'notes', name: 'Notes', kind: 'stopwatch', display: false },
  ],
};

describe('displayView', () => {
  it('shows a waiting screen before the start', () => {
    const game = new Game(schedule);
    expect(displayView(game.state, T0, game.header.scenario)).toEqual({
      started: false,
      ended: false,
      turnLabel: '',
      phaseName: '',
      colour: IDLE_COLOUR,
      remainingMs: 10 * MINUTE,
      untimed: false,
      elapsedMs: 0,
      scheduled: true,
      overrun: false,
      lastMinute: false,
      next: { turnLabel: 'Turn 1', phaseName: 'Talk' },
      paused: false,
      parts: [],
    });
  });

  it('says when the scenario has no schedule at all', () => {
    const game = new Game({ blocks: [] });
    expect(displayView(game.state, T0, game.header.scenario)).toMatchObject({
      scheduled: false,
      started: false,
      next: null,
    });
  });

  it('shows the phase, its colour, the countdown, the next phase and the public timers', () => {
    const game = new Game(schedule);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'timer.from-template', template: 'enemy' }, T0);
    game.act({ type: 'timer.from-template', template: 'notes' }, T0);
    const view = displayView(game.state, T0 + 3 * MINUTE, game.header.scenario);
    expect(view).toMatchObject({
      started: true,
      turnLabel: 'Turn 1',
      phaseName: 'Talk',
      colour: '#2f6f9f',
      remainingMs: 7 * MINUTE,
      next: { turnLabel: 'Turn 1', phaseName: 'Vote' },
      paused: false,
    });
    expect(part<TimerView[]>(view, 'clock/timers').map((t) => [t.name, t.label])).toEqual([
      ['Enemy', 'Cycle 2 · 1:00'],
    ]);
  });

  it('flags the last minute, the overrun and a pause', () => {
    const game = new Game(schedule);
    game.act({ type: 'clock.start' }, T0);
    expect(
      displayView(game.state, T0 + 9 * MINUTE + 30 * SECOND, game.header.scenario),
    ).toMatchObject({
      lastMinute: true,
      overrun: false,
    });
    expect(displayView(game.state, T0 + 11 * MINUTE, game.header.scenario)).toMatchObject({
      lastMinute: false,
      overrun: true,
      remainingMs: -MINUTE,
    });
    game.act({ type: 'clock.pause' }, T0 + 11 * MINUTE);
    expect(displayView(game.state, T0 + 20 * MINUTE, game.header.scenario)).toMatchObject({
      paused: true,
      remainingMs: -MINUTE,
    });
  });

  it('shows the latest announcement', () => {
    const game = new Game(schedule);
    game.act({ type: 'announce.post', text: 'Welcome', urgent: false }, T0);
    game.act({ type: 'announce.post', text: 'Fleet jump in 2 minutes', urgent: true }, T0 + 1);
    expect(
      displayPartData(
        displayView(game.state, T0 + 2, game.header.scenario),
        'announcements/announcement',
      ),
    ).toMatchObject({
      text: 'Fleet jump in 2 minutes',
      urgent: true,
    });
  });

  it('shows the end: no countdown alarms, no next phase, no timers', () => {
    const game = new Game(schedule);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'timer.from-template', template: 'enemy' }, T0);
    game.act({ type: 'clock.end' }, T0 + 12 * MINUTE);
    expect(displayView(game.state, T0 + 60 * MINUTE, game.header.scenario)).toMatchObject({
      started: true,
      ended: true,
      overrun: false,
      lastMinute: false,
      next: null,
      parts: [],
      colour: IDLE_COLOUR,
    });
  });
});

describe('what Control shows on the display', () => {
  it('shows revealed cards and results, and nothing of the piles', () => {
    const r = drawsRecorder();
    const scenario = r.engine.header.scenario;
    expect(displayPartData(displayView(r.engine.state, T0, scenario), 'draws/shown')).toBeNull();
    const [draw] = r.act({ type: 'deck.draw', deck: 'events', count: 1 });
    const card = (draw!.outcome as { cards: string[] }).cards[0]!;
    r.act({ type: 'draws.show', item: { kind: 'cards', deck: 'events', cards: [card] } });
    const shown = displayPartData(displayView(r.engine.state, T0, scenario), 'draws/shown');
    expect(shown).toMatchObject({ kind: 'cards', deckName: 'Events', cards: [{ instance: card }] });
    const [roll] = r.act({ type: 'dice.roll', expression: '2d6' });
    r.act({ type: 'draws.show', item: { kind: 'result', seq: roll!.seq } });
    expect(displayPartData(displayView(r.engine.state, T0, scenario), 'draws/shown')).toMatchObject(
      {
        kind: 'result',
        result: { label: '2d6', value: String((roll!.outcome as { total: number }).total) },
      },
    );
    r.act({ type: 'draws.hide' });
    expect(displayPartData(displayView(r.engine.state, T0, scenario), 'draws/shown')).toBeNull();
  });
});

describe('end conditions on the display', () => {
  it('shows a public condition once met and never a team’s secret one', () => {
    const r = teamsRecorder('display-end', {
      trackers: [...teamsScenario().trackers, { id: 'hull', name: 'Hull', start: 1 }],
      endConditions: [
        { id: 'sunk', name: 'Sunk', trackers: ['hull'], threshold: 0, outcome: 'loses' },
        {
          id: 'wreck',
          name: 'Wrecked',
          trackers: ['hull'],
          threshold: 0,
          outcome: 'loses',
          public: true,
        },
      ],
    });
    r.act({ type: 'tracker.adjust', tracker: 'hull', holder: 'beta', by: -1 });
    const view = displayView(r.engine.state, r.at, r.engine.header.scenario);
    expect(part<EndingBanner[]>(view, 'endings/endings').map((e) => e.text)).toEqual([
      'Beta loses: Wrecked',
    ]);
    expect(displaySummary(view).also).toContain('1 end condition');
  });
});
