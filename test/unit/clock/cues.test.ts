import { describe, expect, it } from 'vitest';
import { CueWatcher } from '../../../features/clock/cues.ts';
import { Game, HOUR, MINUTE, phase, SECOND, T0 } from './clock-fixtures.ts';

const cue = (atSeconds: number, message = '') => ({
  atSeconds,
  sound: 'beep',
  flash: atSeconds === 0,
  message,
});

/** One turn: a 10-minute phase with cues at 5:00, 1:00 and 0:00, then a 5-minute phase. */
const cued = {
  blocks: [
    {
      id: 't',
      repeat: 2,
      phases: [
        phase('talk', 10, { cues: [cue(300, '5 minutes'), cue(60, 'One minute'), cue(0, 'Time')] }),
        phase('vote', 5, { cues: [cue(0, 'Votes in')] }),
      ],
    },
  ],
  timers: [
    {
      id: 'enemy',
      name: 'Enemy',
      kind: 'repeating',
      seconds: 120,
      cues: [cue(0, 'Enemy acts'), cue(10, 'Enemy acts in 10 s')],
    },
    {
      id: 'time-out',
      name: 'Time-out',
      kind: 'countdown',
      seconds: 300,
      cues: [cue(0), cue(600, 'never: longer than the countdown')],
      then: 'Reveal allegiance',
    },
    { id: 'watch', name: 'Watch', kind: 'stopwatch', cues: [cue(90, 'A minute and a half')] },
  ],
  checkpoints: [
    { id: 'h1', afterMinutes: 60, label: 'Hourly award', message: 'Award bonus Rank' },
    { id: 'h2', afterMinutes: 120, label: 'Hourly award' },
  ],
};

const messages = (cues: { message: string }[]) => cues.map((c) => c.message);

describe('CueWatcher', () => {
  it('fires each phase cue once, when its threshold is crossed', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    expect(watcher.update(game.state, T0)).toEqual([]);
    game.act({ type: 'clock.start' }, T0);
    expect(watcher.update(game.state, T0 + MINUTE)).toEqual([]);
    const five = watcher.update(game.state, T0 + 5 * MINUTE);
    expect(five).toEqual([
      {
        key: expect.stringMatching(/^phase:/),
        source: 'phase',
        label: 'Turn 1 · Talk',
        sound: 'beep',
        flash: false,
        message: '5 minutes',
      },
    ]);
    expect(watcher.update(game.state, T0 + 5 * MINUTE + SECOND)).toEqual([]);
    // A late update fires everything crossed since, once.
    expect(messages(watcher.update(game.state, T0 + 11 * MINUTE))).toEqual(['One minute', 'Time']);
    expect(watcher.update(game.state, T0 + 12 * MINUTE)).toEqual([]);
  });

  it('does not replay what had already passed when it first looks (a reloaded console)', () => {
    const game = new Game(cued);
    game.act({ type: 'clock.start' }, T0);
    const watcher = new CueWatcher();
    expect(watcher.update(game.state, T0 + 9 * MINUTE + 30 * SECOND)).toEqual([]);
    expect(messages(watcher.update(game.state, T0 + 10 * MINUTE))).toEqual(['Time']);
  });

  it('does not replay old cues after resuming a clock that was paused when it first looked', () => {
    const game = new Game(cued);
    game.act({ type: 'clock.start' }, T0);
    game.act({ type: 'clock.pause' }, T0 + 8 * MINUTE);
    const watcher = new CueWatcher();
    expect(watcher.update(game.state, T0 + 9 * MINUTE)).toEqual([]);
    game.act({ type: 'clock.resume' }, T0 + 10 * MINUTE);
    expect(watcher.update(game.state, T0 + 10 * MINUTE)).toEqual([]);
    expect(messages(watcher.update(game.state, T0 + 11 * MINUTE))).toEqual(['One minute']);
  });

  it('cues a phase again on each visit', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    watcher.update(game.state, T0);
    game.act({ type: 'clock.start' }, T0);
    expect(messages(watcher.update(game.state, T0 + 10 * MINUTE))).toEqual([
      '5 minutes',
      'One minute',
      'Time',
    ]);
    game.act({ type: 'clock.next' }, T0 + 10 * MINUTE);
    game.act({ type: 'clock.previous' }, T0 + 11 * MINUTE);
    expect(messages(watcher.update(game.state, T0 + 16 * MINUTE))).toEqual(['5 minutes']);
    game.act({ type: 'clock.jump', index: 2 }, T0 + 17 * MINUTE);
    expect(watcher.update(game.state, T0 + 22 * MINUTE)[0]?.label).toBe('Turn 2 · Talk');
  });

  it('stays silent while the clock is paused, and cues on resume what time removed', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    game.act({ type: 'clock.start' }, T0);
    watcher.update(game.state, T0);
    game.act({ type: 'clock.pause' }, T0 + 4 * MINUTE);
    game.act({ type: 'clock.adjust', seconds: -120 }, T0 + 5 * MINUTE);
    expect(watcher.update(game.state, T0 + 6 * MINUTE)).toEqual([]);
    game.act({ type: 'clock.resume' }, T0 + 7 * MINUTE);
    expect(messages(watcher.update(game.state, T0 + 7 * MINUTE))).toEqual(['5 minutes']);
  });

  it("fires a repeating timer's cue at 0 every cycle, the first action included", () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    watcher.update(game.state, T0);
    game.act({ type: 'timer.from-template', template: 'enemy' }, T0);
    expect(watcher.update(game.state, T0)).toEqual([
      {
        key: expect.stringMatching(/^timer:t1:/),
        source: 'timer',
        label: 'Enemy',
        sound: 'beep',
        flash: true,
        message: 'Enemy acts',
      },
    ]);
    expect(messages(watcher.update(game.state, T0 + 110 * SECOND))).toEqual(['Enemy acts in 10 s']);
    expect(messages(watcher.update(game.state, T0 + 2 * MINUTE))).toEqual(['Enemy acts']);
    expect(watcher.update(game.state, T0 + 2 * MINUTE + SECOND)).toEqual([]);
    // Looking again only after the next action: its warning is moot, the action is not.
    expect(messages(watcher.update(game.state, T0 + 4 * MINUTE))).toEqual(['Enemy acts']);
    // The turn clock's pause does not stop a side timer.
    game.act({ type: 'clock.start' }, T0 + 4 * MINUTE);
    game.act({ type: 'clock.pause' }, T0 + 4 * MINUTE);
    expect(messages(watcher.update(game.state, T0 + 6 * MINUTE))).toContain('Enemy acts');
  });

  it('says what to do when a countdown ends, and skips cues longer than the countdown', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    watcher.update(game.state, T0);
    game.act({ type: 'timer.from-template', template: 'time-out' }, T0);
    expect(watcher.update(game.state, T0 + SECOND)).toEqual([]);
    expect(messages(watcher.update(game.state, T0 + 5 * MINUTE))).toEqual(['Reveal allegiance']);
  });

  it('cues a stopwatch when it reaches the time', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    watcher.update(game.state, T0);
    game.act({ type: 'timer.from-template', template: 'watch' }, T0);
    expect(watcher.update(game.state, T0 + MINUTE)).toEqual([]);
    expect(messages(watcher.update(game.state, T0 + 90 * SECOND))).toEqual(['A minute and a half']);
  });

  it('fires checkpoints by wall time since the start, paused or not', () => {
    const game = new Game(cued);
    const watcher = new CueWatcher();
    game.act({ type: 'clock.start' }, T0);
    watcher.update(game.state, T0);
    game.act({ type: 'clock.pause' }, T0 + 30 * MINUTE);
    const award = watcher.update(game.state, T0 + HOUR);
    expect(award).toEqual([
      {
        key: expect.stringMatching(/^checkpoint:h1:/),
        source: 'checkpoint',
        label: 'Hourly award',
        sound: 'chime',
        flash: true,
        message: 'Award bonus Rank',
      },
    ]);
    expect(messages(watcher.update(game.state, T0 + 2 * HOUR))).toEqual(['Hourly award']);
    game.act({ type: 'clock.end' }, T0 + 2 * HOUR);
    expect(watcher.update(game.state, T0 + 5 * HOUR)).toEqual([]);
  });
});
