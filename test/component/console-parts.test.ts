import { lodestarSession } from '../../features/index.ts';
import { screen, waitFor, fireEvent } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { SessionEngine } from '../../session/engine.ts';
import { createHeader } from '../../session/session-header.ts';
import type { SessionState } from '../../session/types.ts';
import type { CueSound } from '../../features/clock/schedule-format.ts';
import { formatCombo, matchesCombo, parseCombo } from '../../renderer/app/keys.ts';
import {
  clockTime,
  driftText,
  hardStopText,
  remainingText,
} from '../../renderer/console/console-format.ts';
import { CueAlerts, cueText } from '../../renderer/console/cue-alerts.svelte.ts';
import { Facilitator, FACILITATOR_STORAGE_KEY } from '../../renderer/console/facilitator.svelte.ts';
import { matchesLogQuery } from '../../renderer/console/log-lines.ts';
import { groupPlan } from '../../features/clock/ui/plan-groups.ts';
import { splitOptions } from '../../features/picks/ui/random-options.ts';
import { timeTicks } from '../../features/clock/ui/timeline-ticks.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { renderApp } from './support/app.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

const MIN = 60_000;

/** A ten-minute phase with the default cues (5:00 chime, 1:00 beep + flash, 0:00 alarm). */
function startedSession(t0: number): SessionState {
  const scenario = makeScenario(
    { title: 'Cue test' },
    {
      schedule: {
        blocks: [{ id: 'turn', repeat: 2, phases: [{ id: 'play', name: 'Play', minutes: 10 }] }],
      },
    },
  );
  const header = createHeader({
    id: 'cue-test',
    title: 'Cue test',
    scenarioId: null,
    scenario,
    seed: 'cues',
    createdAt: t0 - MIN,
    createdBy: 'Control',
    utcOffsetMinutes: 0,
  });
  const engine = SessionEngine.start(header, lodestarSession);
  engine.accept(engine.propose({ type: 'clock.start' }, { at: t0, by: 'Control' }));
  return engine.state;
}

function recorder() {
  const sounds: CueSound[] = [];
  const toasts: string[] = [];
  const body = document.createElement('div');
  const alerts = new CueAlerts(
    { play: (sound) => sounds.push(sound) },
    { show: ({ message }) => toasts.push(message) },
    { body },
  );
  return { alerts, sounds, toasts, body };
}

describe('cues in the console', () => {
  const t0 = Date.UTC(2026, 2, 14, 16, 0);

  it('plays, flashes and shows each cue once as its threshold is crossed', () => {
    const state = startedSession(t0);
    const { alerts, sounds, toasts, body } = recorder();
    expect(alerts.check(state, t0)).toEqual([]);

    alerts.check(state, t0 + 5 * MIN + 500);
    expect(sounds).toEqual(['chime']);
    expect(alerts.flashes).toBe(0);
    expect(alerts.banner?.message).toMatch(/5 minutes left/);
    expect(toasts).toHaveLength(1);
    expect(body.dataset.lastSound).toBe('chime');
    const firstKey = body.dataset.lastCue;
    expect(firstKey).toBeTruthy();

    alerts.check(state, t0 + 5 * MIN + 900); // the same threshold: nothing again
    expect(sounds).toEqual(['chime']);

    alerts.check(state, t0 + 9 * MIN + 500);
    expect(sounds).toEqual(['chime', 'beep']);
    expect(alerts.flashes).toBe(1);
    expect(body.dataset.lastCue).not.toBe(firstKey);

    alerts.check(state, t0 + 10 * MIN + 500);
    expect(sounds).toEqual(['chime', 'beep', 'alarm']);
    expect(alerts.flashes).toBe(2);
    alerts.destroy();
  });

  it('plays one sound, the most urgent, when several cues cross at once', () => {
    const state = startedSession(t0);
    const { alerts, sounds, toasts } = recorder();
    alerts.check(state, t0);
    alerts.check(state, t0 + 10 * MIN + 500); // 5:00, 1:00 and 0:00 all crossed
    expect(sounds).toEqual(['alarm']);
    expect(toasts).toHaveLength(3);
    alerts.destroy();
  });

  it('does not replay cues that passed before the console opened', () => {
    const state = startedSession(t0);
    const { alerts, sounds } = recorder();
    expect(alerts.check(state, t0 + 9 * MIN + 30_000)).toEqual([]);
    expect(sounds).toEqual([]);
    alerts.check(state, t0 + 10 * MIN + 1);
    expect(sounds).toEqual(['alarm']);
    alerts.destroy();
  });

  it('words a cue with its label unless the message already says it', () => {
    expect(cueText({ label: 'Negotiation', message: '1 minute left' })).toBe(
      'Negotiation: 1 minute left',
    );
    expect(cueText({ label: 'Awards', message: 'Awards in the hall' })).toBe('Awards in the hall');
    expect(cueText({ label: 'Awards', message: '  ' })).toBe('Awards');
  });

  it('shows a cue in the console banner and marks it for the tests, live', async () => {
    const backend = new FakeBackend().add(
      'drill',
      makeScenario(
        { title: 'Drill' },
        {
          schedule: {
            blocks: [
              {
                id: 'turn',
                repeat: 1,
                phases: [
                  {
                    id: 'sprint',
                    name: 'Sprint',
                    minutes: 0.05,
                    cues: [{ atSeconds: 2, sound: 'beep', flash: true, message: 'Hurry' }],
                  },
                ],
              },
            ],
          },
        },
      ),
    );
    const host = new ConsoleFakeHost(backend);
    const id = host.start('drill');
    localStorage.setItem(FACILITATOR_STORAGE_KEY, 'Ana');
    window.location.hash = `#/session/${id}`;
    renderApp(backend);
    await waitFor(() => expect(document.body.dataset.ready).toBe('console'));
    await fireEvent.keyDown(window, { key: ' ' });
    const banner = await screen.findByTestId('cue-banner', {}, { timeout: 60_000 });
    expect(banner.textContent).toContain('Hurry');
    expect(document.body.dataset.lastSound).toBe('beep');
    expect(document.body.dataset.lastCue).toBe(banner.dataset.cue);
    expect(screen.getByTestId('clock-panel').dataset.flashes).toBe('1');
  });
});

describe('console wording', () => {
  it('shows the time left, and the overrun with a plus', () => {
    expect(remainingText(35 * MIN, false)).toBe('35:00');
    expect(remainingText(-42_000, true)).toBe('+0:42');
  });

  it('says how far behind or ahead of plan, and ignores seconds', () => {
    expect(driftText(200_000)).toBe('3:20 behind plan');
    expect(driftText(-70_000)).toBe('1:10 ahead');
    expect(driftText(10_000)).toBe('on time');
    expect(driftText(-29_000)).toBe('on time');
  });

  it('sets the projected end against the hard stop', () => {
    expect(hardStopText(-8 * MIN, true)).toBe('8:00 to spare');
    expect(hardStopText(12 * MIN + 30_000, true)).toBe('12:30 past the hard stop');
    expect(hardStopText(5 * MIN, false)).toBeNull();
  });

  it('places round times of day on the timeline axis', () => {
    const start = new Date(2026, 2, 14, 15, 50).getTime();
    const end = new Date(2026, 2, 14, 20, 10).getTime();
    const ticks = timeTicks(start, end, 6);
    expect(ticks.map((t) => clockTime(t, 'en-GB'))).toEqual([
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    expect(timeTicks(end, start, 6)).toEqual([]);
  });

  it('reads the random pick’s options from lines or commas', () => {
    expect(splitOptions('Galactica\n Pegasus \n\nColonial One')).toEqual([
      'Galactica',
      'Pegasus',
      'Colonial One',
    ]);
    expect(splitOptions('red, green,,blue')).toEqual(['red', 'green', 'blue']);
  });

  it('searches the log by line, author and number', () => {
    const line = {
      seq: 12,
      at: 0,
      by: 'Bea',
      type: 'clock.next',
      kind: 'clock',
      text: 'Next phase: Commitment',
      automated: false,
      causedBy: null,
    };
    expect(matchesLogQuery(line, 'commit')).toBe(true);
    expect(matchesLogQuery(line, 'bea next')).toBe(true);
    expect(matchesLogQuery(line, '#12')).toBe(true);
    expect(matchesLogQuery(line, 'negotiation')).toBe(false);
  });
});

describe('plan grouping', () => {
  const phase = (turn: number, name: string) => ({
    key: `${turn}:${name}`,
    turn,
    turnLabel: `Turn ${turn}`,
    blockId: 'turn',
    phaseId: name,
    name,
    plannedMs: 10 * MIN,
    baselineMs: 10 * MIN,
    colour: '#000000',
    description: '',
    atStart: [],
    cues: [],
    assumed: false,
  });

  it('groups phases by turn and marks which turns are still ahead', () => {
    const plan = [phase(1, 'a'), phase(1, 'b'), phase(2, 'a'), phase(2, 'b'), phase(3, 'a')];
    const turns = groupPlan(plan, 2);
    expect(turns.map((t) => [t.turnLabel, t.phases.length, t.upcoming])).toEqual([
      ['Turn 1', 2, false],
      ['Turn 2', 2, false],
      ['Turn 3', 1, true],
    ]);
    expect(turns[1]?.phases.map((p) => p.status)).toEqual(['current', 'upcoming']);
    expect(groupPlan(plan, -1).every((t) => t.upcoming)).toBe(true);
  });
});

describe('facilitator name', () => {
  it('defaults to Control until confirmed, then persists', () => {
    localStorage.clear();
    const first = new Facilitator();
    expect([first.name, first.known]).toEqual(['Control', false]);
    expect(first.set('   ')).toBe(false);
    expect(first.set('x'.repeat(81))).toBe(false);
    expect(first.set('  Ana ')).toBe(true);
    expect(new Facilitator().name).toBe('Ana');
    expect(new Facilitator().known).toBe(true);
  });

  it('ignores a stored name the host would refuse', () => {
    localStorage.setItem(FACILITATOR_STORAGE_KEY, '   ');
    expect(new Facilitator().known).toBe(false);
  });
});

describe('console keys', () => {
  const key = (k: string, shift = false) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: shift,
  });

  it('reads "Space" as the space bar and shows it by name', () => {
    expect(matchesCombo(key(' '), parseCombo('Space'), false)).toBe(true);
    expect(matchesCombo(key('s'), parseCombo('Space'), false)).toBe(false);
    expect(formatCombo('Space', false)).toBe('Space');
  });

  it('reads a lone "+" as the plus key, however it was typed', () => {
    expect(matchesCombo(key('+', true), parseCombo('+'), false)).toBe(true);
    expect(matchesCombo(key('='), parseCombo('+'), false)).toBe(false);
    expect(formatCombo('+', false)).toBe('+');
    expect(parseCombo('Mod++').key).toBe('+');
  });
});
