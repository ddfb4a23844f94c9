import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { ScenarioInput } from '../../scenarios/format/schema.ts';
import { FACILITATOR_STORAGE_KEY } from '../../renderer/console/facilitator.svelte.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { renderApp } from './support/app.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';

type ScheduleInput = NonNullable<ScenarioInput['schedule']>;

/** Three turns of three phases; Commitment announces itself; one timer template. */
function megagame(schedule: Partial<ScheduleInput> = {}): FakeBackend {
  return new FakeBackend().add(
    'so-say-we-all',
    makeScenario(
      { title: 'So Say We All', players: { min: 45, max: 45 } },
      {
        schedule: {
          blocks: [
            {
              id: 'turn',
              label: 'Turn',
              repeat: 3,
              phases: [
                { id: 'reconciliation', name: 'Reconciliation', minutes: 10, colour: '#2563eb' },
                {
                  id: 'commitment',
                  name: 'Commitment',
                  minutes: 15,
                  colour: '#16a34a',
                  atStart: [{ kind: 'announce', text: 'Commit your orders now' }],
                },
                { id: 'negotiation', name: 'Negotiation', minutes: 10, colour: '#dc2626' },
              ],
            },
          ],
          timers: [{ id: 'enemy', name: 'Enemy acts', kind: 'repeating', seconds: 120 }],
          ...schedule,
        },
      },
    ),
  );
}

/** A session made on the host, its console open and painted. */
async function openConsole(backend = megagame(), facilitator: string | null = 'Ana') {
  const host = new ConsoleFakeHost(backend);
  const id = host.start('so-say-we-all', { title: 'Friday rehearsal' });
  if (facilitator) localStorage.setItem(FACILITATOR_STORAGE_KEY, facilitator);
  window.location.hash = `#/session/${id}`;
  const view = renderApp(backend);
  await waitFor(() => expect(document.body.dataset.ready).toBe('console'));
  return { host, id, view, backend };
}

const byTestId = (id: string) => screen.getByTestId(id);
const text = (id: string) => byTestId(id).textContent?.replace(/\s+/g, ' ').trim() ?? '';
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(window, { key, ...init });
const logLines = () => screen.queryAllByTestId('log-line').map((line) => line.textContent ?? '');
const actions = (backend: FakeBackend) => backend.callsOf('session.act').map((call) => call.action);

describe('console: starting a session', () => {
  it('starts from the scenario overview with a prefilled title, and opens the console', async () => {
    const backend = megagame();
    new ConsoleFakeHost(backend);
    window.location.hash = '#/scenario/so-say-we-all';
    renderApp(backend);
    // The first test of the file pays for loading the app's modules: a longer first wait.
    await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 10_000 });

    await fireEvent.click(byTestId('start-session'));
    const dialog = byTestId('start-session-dialog');
    const title = within(dialog).getByTestId('session-title-input') as HTMLInputElement;
    expect(title.value).toMatch(/^So Say We All — .+/);
    expect(dialog.textContent).toContain('Leave empty for a random seed');
    const name = within(dialog).getByTestId('session-facilitator-input') as HTMLInputElement;
    expect(name.value).toBe('Control');

    await fireEvent.input(title, { target: { value: 'Friday rehearsal' } });
    await fireEvent.input(within(dialog).getByTestId('session-seed-input'), {
      target: { value: 'rehearsal-1' },
    });
    await fireEvent.input(name, { target: { value: 'Ana' } });
    await fireEvent.click(within(dialog).getByTestId('confirm-start-session'));

    // The console's code is loaded (and, under test, compiled) on first use: allow for it.
    await waitFor(() => expect(document.body.dataset.ready).toBe('console'), { timeout: 60_000 });
    expect(backend.callsOf('session.create')).toEqual([
      {
        scenarioId: 'so-say-we-all',
        title: 'Friday rehearsal',
        seed: 'rehearsal-1',
        facilitator: 'Ana',
      },
    ]);
    expect(window.location.hash).toMatch(/^#\/session\/so-say-we-all-\d+$/);
    expect(text('console-title')).toBe('Friday rehearsal');
    expect(text('facilitator-name')).toBe('Ana');
    expect(localStorage.getItem(FACILITATOR_STORAGE_KEY)).toBe('Ana');
    // The name was given when starting: the console does not ask again.
    expect(screen.queryByTestId('facilitator-dialog')?.hasAttribute('open')).toBeFalsy();
  });

  it('refuses a blank facilitator name in the dialog and says why', async () => {
    const backend = megagame();
    new ConsoleFakeHost(backend);
    window.location.hash = '#/scenario/so-say-we-all';
    renderApp(backend);
    await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
    await fireEvent.click(byTestId('start-session'));
    const dialog = byTestId('start-session-dialog');
    await fireEvent.input(within(dialog).getByTestId('session-facilitator-input'), {
      target: { value: '   ' },
    });
    await fireEvent.click(within(dialog).getByTestId('confirm-start-session'));
    expect(within(dialog).getByTestId('start-session-error').textContent).toMatch(/your name/i);
    expect(backend.callsOf('session.create')).toHaveLength(0);
  });

  it('asks who is at the console once, then remembers', async () => {
    const { view, backend } = await openConsole(megagame(), null);
    const dialog = byTestId('facilitator-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect((within(dialog).getByTestId('facilitator-input') as HTMLInputElement).value).toBe(
      'Control',
    );
    await fireEvent.input(within(dialog).getByTestId('facilitator-input'), {
      target: { value: 'Bea' },
    });
    await fireEvent.click(within(dialog).getByTestId('facilitator-save'));
    expect(text('facilitator-name')).toBe('Bea');
    expect(localStorage.getItem(FACILITATOR_STORAGE_KEY)).toBe('Bea');

    view.unmount();
    delete document.body.dataset.ready;
    renderApp(backend);
    // A fresh console on this machine: no question, the saved name.
    await waitFor(() => expect(document.body.dataset.ready).toBe('console'));
    expect(text('facilitator-name')).toBe('Bea');
    expect(screen.queryByTestId('facilitator-dialog')?.hasAttribute('open')).toBeFalsy();
  });
});

describe('console: shortcuts and the name dialog', () => {
  it('lets no shortcut through while the name dialog is open, wherever the focus is', async () => {
    const { backend } = await openConsole(megagame(), null);
    const dialog = byTestId('facilitator-dialog');
    const input = within(dialog).getByTestId('facilitator-input') as HTMLInputElement;
    const tab = (name: string) => byTestId(`tab-${name}`).getAttribute('aria-selected');
    // Typing in the name field: digits and letters are the name, never tabs or the clock.
    for (const key of ['2', '3', 'n', ' ']) await fireEvent.keyDown(input, { key, bubbles: true });
    // A click on the dialog's text leaves the focus on the page behind it: still nothing runs.
    for (const key of ['2', '3', 'n', ' ']) await press(key);
    expect(tab('clock')).toBe('true');
    expect(actions(backend)).toEqual([]);

    await fireEvent.click(within(dialog).getByTestId('facilitator-save'));
    expect(dialog.hasAttribute('open')).toBe(false);
    await press('2');
    expect(tab('draws')).toBe('true');
  });

  it('selects the name when the dialog opens, so typing replaces it', async () => {
    await openConsole(megagame(), null);
    const input = within(byTestId('facilitator-dialog')).getByTestId(
      'facilitator-input',
    ) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('Control');
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe('Control'.length);
  });
});

describe('console: the clock', () => {
  it('starts on Space, advances on N, and logs each step with who did it', async () => {
    const { backend } = await openConsole();
    expect(text('clock-turn')).toBe('Not started');
    expect(text('clock-start')).toContain('Start');

    await press(' ');
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    expect(text('clock-turn')).toBe('Turn 1');
    expect(text('clock-start')).toContain('Pause');
    expect(text('clock-remaining')).toMatch(/^(10:00|9:5\d)$/);
    expect(text('clock-next-phase')).toBe('Turn 1 · Commitment');

    await press('n');
    await waitFor(() => expect(text('clock-phase')).toBe('Commitment'));
    expect(actions(backend)).toEqual([{ type: 'clock.start' }, { type: 'clock.next' }]);
    expect(backend.callsOf('session.act').every((call) => call.by === 'Ana')).toBe(true);

    // Newest first: the automation the phase started, then the step that started it.
    const entries = screen.getAllByTestId('log-entry');
    expect(entries).toHaveLength(3);
    expect(entries[0]?.textContent).toContain('Commit your orders now');
    expect(entries[0]?.textContent).toContain('#3');
    expect(entries[1]?.textContent).toContain('#2');
    expect(entries[1]?.textContent).toContain('Ana');
    expect(entries[2]?.textContent).toContain('#1');
    // The automation posted the announcement for the displays.
    expect(screen.getAllByTestId('announcement')[0]?.textContent).toContain(
      'Commit your orders now',
    );
  });

  it('pauses and resumes with Space, and adds or removes a minute with + and −', async () => {
    const { backend } = await openConsole();
    await press(' ');
    await waitFor(() => expect(text('clock-start')).toContain('Pause'));
    await press('+');
    await waitFor(() => expect(actions(backend)).toHaveLength(2));
    await waitFor(() => expect(text('clock-remaining')).toMatch(/^(11:00|10:5\d)$/));
    await press('-');
    await waitFor(() => expect(text('clock-remaining')).toMatch(/^(10:00|9:5\d)$/));
    await press(' ');
    await waitFor(() => expect(text('clock-start')).toContain('Resume'));
    expect(text('clock-status')).toBe('Paused');
    expect(actions(backend)).toEqual([
      { type: 'clock.start' },
      { type: 'clock.adjust', seconds: 60 },
      { type: 'clock.adjust', seconds: -60 },
      { type: 'clock.pause' },
    ]);
  });

  it('does not take shortcuts while typing in a field', async () => {
    const { backend } = await openConsole();
    const input = byTestId('announce-input');
    input.focus();
    await fireEvent.keyDown(input, { key: ' ' });
    await fireEvent.keyDown(input, { key: 'n' });
    await fireEvent.keyDown(input, { key: 't' });
    expect(backend.callsOf('session.act')).toHaveLength(0);
    expect(byTestId('new-timer-dialog').hasAttribute('open')).toBe(false);
  });

  it('shows a refused action as a toast with the host’s reason', async () => {
    await openConsole();
    await press('p'); // "previous" before the game has started
    const toast = await screen.findByText(/^Not done: /);
    expect(toast.textContent?.length).toBeGreaterThan('Not done: '.length + 5);
    expect(text('clock-turn')).toBe('Not started');
  });

  it('jumps to a phase picked from the plan', async () => {
    const { backend } = await openConsole();
    await press(' ');
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    await press('j');
    const dialog = byTestId('jump-dialog');
    const options = within(dialog).getAllByTestId('jump-option');
    expect(options).toHaveLength(9);
    await fireEvent.click(options[5] as HTMLElement); // Turn 2 · Negotiation
    await waitFor(() => expect(text('clock-phase')).toBe('Negotiation'));
    expect(text('clock-turn')).toBe('Turn 2');
    expect(actions(backend).at(-1)).toEqual({ type: 'clock.jump', index: 5 });
  });

  it('edits the plan: a phase length, a dropped turn, an added turn', async () => {
    const { backend } = await openConsole();
    await press(' ');
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    const minutes = screen.getAllByTestId('plan-minutes') as HTMLInputElement[];
    await fireEvent.change(minutes[1] as HTMLInputElement, { target: { value: '20' } });
    await waitFor(() =>
      expect(actions(backend).at(-1)).toEqual({
        type: 'clock.plan.set-phase',
        index: 1,
        minutes: 20,
      }),
    );
    await waitFor(() =>
      expect((screen.getAllByTestId('plan-minutes')[1] as HTMLInputElement).value).toBe('20'),
    );

    // Turn 1 is under way: only turns 2 and 3 can be dropped.
    expect(screen.getAllByTestId('plan-drop-turn')).toHaveLength(2);
    await fireEvent.click(screen.getAllByTestId('plan-drop-turn')[1] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('plan-row')).toHaveLength(6));

    await fireEvent.click(byTestId('plan-add-turns'));
    await waitFor(() => expect(screen.getAllByTestId('plan-row')).toHaveLength(9));
    expect(actions(backend).slice(-2)).toEqual([
      { type: 'clock.plan.drop-turns', turns: [3] },
      { type: 'clock.plan.add-turns', count: 1 },
    ]);
  });
});

describe('console: undo and redo', () => {
  it('labels the undo button with the step it undoes, and undoes it', async () => {
    const { backend, host, id } = await openConsole();
    expect((byTestId('undo-button') as HTMLButtonElement).disabled).toBe(true);
    await press(' ');
    await press('n');
    await waitFor(() => expect(text('clock-phase')).toBe('Commitment'));
    const label = host.sessions.get(id)?.engine.undoLabel;
    expect(label).toBeTruthy();
    expect(text('undo-button')).toBe(`Undo ${label}`);

    await fireEvent.click(byTestId('undo-button'));
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    // Undoing the phase change took its automation's announcement with it.
    expect(screen.queryAllByTestId('announcement')).toHaveLength(0);
    expect(text('redo-button')).toBe(`Redo ${label}`);
    expect(actions(backend).at(-1)).toEqual({ type: 'session.undo' });
    // The undo is itself in the log.
    expect(screen.getAllByTestId('log-entry')).toHaveLength(4);

    await press('z', { ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(text('clock-phase')).toBe('Commitment'));
    await press('z', { ctrlKey: true });
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    expect(actions(backend).slice(-2)).toEqual([
      { type: 'session.redo' },
      { type: 'session.undo' },
    ]);
  });

  it('follows what another console does', async () => {
    const { host, id } = await openConsole();
    host.actElsewhere(id, { type: 'clock.start' }, 'Bea');
    await waitFor(() => expect(text('clock-phase')).toBe('Reconciliation'));
    expect(screen.getAllByTestId('log-entry')[0]?.textContent).toContain('Bea');
  });
});

describe('console: the log', () => {
  it('filters by kind and searches', async () => {
    const { backend } = await openConsole();
    await press(' ');
    await waitFor(() => expect(actions(backend)).toHaveLength(1));
    await fireEvent.input(byTestId('announce-input'), { target: { value: 'Lunch at noon' } });
    await fireEvent.click(byTestId('announce-post'));
    await waitFor(() => expect(screen.getAllByTestId('log-entry')).toHaveLength(2));

    await fireEvent.change(byTestId('log-filter'), { target: { value: 'announcement' } });
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).toContain('Lunch at noon');
    await fireEvent.change(byTestId('log-filter'), { target: { value: 'clock' } });
    expect(logLines()).toHaveLength(1);
    expect(logLines()[0]).not.toContain('Lunch');

    await fireEvent.change(byTestId('log-filter'), { target: { value: 'all' } });
    await fireEvent.input(byTestId('log-search'), { target: { value: 'LUNCH' } });
    expect(logLines()).toHaveLength(1);
    await fireEvent.input(byTestId('log-search'), { target: { value: 'nothing like it' } });
    expect(screen.queryAllByTestId('log-entry')).toHaveLength(0);
  });
});

describe('console: announcements', () => {
  it('posts an urgent announcement, lists it, and clears it', async () => {
    const { backend } = await openConsole();
    const input = byTestId('announce-input') as HTMLTextAreaElement;
    expect((byTestId('announce-post') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.input(input, { target: { value: 'Press conference in the hall' } });
    await fireEvent.click(byTestId('announce-urgent'));
    await fireEvent.click(byTestId('announce-post'));

    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(1));
    expect(actions(backend)).toEqual([
      { type: 'announce.post', text: 'Press conference in the hall', urgent: true },
    ]);
    const item = screen.getAllByTestId('announcement')[0] as HTMLElement;
    expect(item.textContent).toContain('Urgent');
    expect(item.textContent).toContain('Ana');
    expect(input.value).toBe('');

    await fireEvent.click(within(item).getByTestId('announce-clear'));
    await waitFor(() => expect(screen.queryAllByTestId('announcement')).toHaveLength(0));
    expect(actions(backend).at(-1)).toMatchObject({ type: 'announce.clear' });
  });
});

describe('console: timers', () => {
  it('creates a repeating timer from the T dialog and pauses it', async () => {
    const { backend } = await openConsole();
    await press('t');
    const dialog = byTestId('new-timer-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);

    await fireEvent.click(within(dialog).getByTestId('timer-create'));
    expect(within(dialog).getByTestId('timer-error').textContent).toMatch(/name/);

    await fireEvent.input(within(dialog).getByTestId('timer-name-input'), {
      target: { value: 'Raiders attack' },
    });
    await fireEvent.change(within(dialog).getByTestId('timer-kind'), {
      target: { value: 'repeating' },
    });
    await fireEvent.input(within(dialog).getByTestId('timer-minutes'), { target: { value: '2' } });
    await fireEvent.input(within(dialog).getByTestId('timer-scope'), {
      target: { value: 'Battle map' },
    });
    await fireEvent.click(within(dialog).getByTestId('timer-create'));

    await waitFor(() => expect(screen.getAllByTestId('timer-row')).toHaveLength(1));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(actions(backend)).toEqual([
      {
        type: 'timer.create',
        name: 'Raiders attack',
        kind: 'repeating',
        seconds: 120,
        scope: 'Battle map',
      },
    ]);
    const row = screen.getAllByTestId('timer-row')[0] as HTMLElement;
    expect(within(row).getByTestId('timer-name').textContent).toBe('Raiders attack');
    expect(row.textContent).toContain('Battle map');

    await fireEvent.click(within(row).getByTestId('timer-toggle'));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('timer-row')[0] as HTMLElement).getByTestId('timer-toggle')
          .textContent,
      ).toBe('Resume'),
    );
    expect(actions(backend).at(-1)).toMatchObject({ type: 'timer.pause' });
  });

  it('starts timers from the scenario’s templates', async () => {
    const { backend } = await openConsole();
    await fireEvent.click(byTestId('timer-templates'));
    const option = screen.getAllByTestId('timer-template')[0] as HTMLElement;
    expect(option.textContent).toContain('Enemy acts');
    await fireEvent.click(option);
    await waitFor(() => expect(screen.getAllByTestId('timer-row')).toHaveLength(1));
    expect(actions(backend)).toEqual([{ type: 'timer.from-template', template: 'enemy' }]);

    await fireEvent.click(
      within(screen.getAllByTestId('timer-row')[0] as HTMLElement).getByTestId('timer-remove'),
    );
    await waitFor(() => expect(screen.queryAllByTestId('timer-row')).toHaveLength(0));
  });
});

describe('console: recovery', () => {
  it('suggests how to get back under the hard stop, and applies one with a click', async () => {
    // Three 35-minute turns (105 min) against a hard stop 40 minutes from now.
    const stop = new Date(Date.now() + 40 * 60_000);
    const hhmm = `${String(stop.getHours()).padStart(2, '0')}:${String(stop.getMinutes()).padStart(2, '0')}`;
    const { backend } = await openConsole(megagame({ hardStop: hhmm }));
    expect(screen.queryAllByTestId('recovery-suggestion')).toHaveLength(0);

    await press(' ');
    await waitFor(() =>
      expect(screen.getAllByTestId('recovery-suggestion').length).toBeGreaterThan(0),
    );
    expect(text('clock-hard-stop')).toMatch(/past the hard stop/);
    const suggestion = screen.getAllByTestId('recovery-suggestion').at(-1) as HTMLElement;
    await fireEvent.click(within(suggestion).getByTestId('recovery-apply'));

    await waitFor(() => expect(actions(backend)).toHaveLength(2));
    expect(actions(backend)[1]?.type).toMatch(/^clock\.plan\./);
    await waitFor(() => expect(screen.queryAllByTestId('recovery-suggestion')).toHaveLength(0));
    expect(text('clock-hard-stop')).toMatch(/to spare/);
  });
});

describe('console: the rest of the screen', () => {
  it('picks at random on the host and shows the result', async () => {
    const { backend } = await openConsole();
    await fireEvent.input(byTestId('random-label'), { target: { value: 'Infiltrator' } });
    await fireEvent.input(byTestId('random-options'), {
      target: { value: 'Galactica, Pegasus, Colonial One' },
    });
    await fireEvent.click(byTestId('random-pick'));
    await waitFor(() => expect(screen.queryByTestId('random-result')).toBeTruthy());
    expect(actions(backend)).toEqual([
      {
        type: 'random.pick',
        label: 'Infiltrator',
        options: ['Galactica', 'Pegasus', 'Colonial One'],
      },
    ]);
    expect(text('random-result')).toMatch(/^Infiltrator: (Galactica|Pegasus|Colonial One) /);
  });

  it('opens the display in a new window in a browser', async () => {
    const { backend, id } = await openConsole();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await fireEvent.click(byTestId('open-display'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open.mock.calls[0]?.[0]).toBe(`/display?session=${id}`);
    expect(backend.callsOf('display.open')).toEqual([{ sessionId: id, fullscreen: true }]);
    open.mockRestore();
  });

  it('lets Control choose the screen when the host can open display windows', async () => {
    const backend = megagame();
    const { host, id } = await openConsole(backend);
    host.screens = [
      { id: 1, label: 'Built-in display', primary: true, width: 1440, height: 900 },
      { id: 2, label: 'Projector', primary: false, width: 1920, height: 1080 },
    ];
    const open = vi.spyOn(window, 'open');
    await press('d');
    const picker = await screen.findByTestId('screen-picker');
    await waitFor(() => expect(picker.hasAttribute('open')).toBe(true));
    await fireEvent.click(within(picker).getByTestId('screen-picker-open'));
    await waitFor(() => expect(host.displaysOpened).toHaveLength(1));
    expect(host.displaysOpened[0]).toEqual({ sessionId: id, screenId: 2, fullscreen: true });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('ends the session after asking, and then only shows it', async () => {
    const { backend } = await openConsole();
    await fireEvent.click(byTestId('end-session'));
    const dialog = byTestId('confirm-end-dialog');
    expect(backend.callsOf('session.act')).toHaveLength(0);
    await fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('session-ended')).toBeTruthy());
    expect(actions(backend)).toEqual([{ type: 'session.end' }]);
    expect((byTestId('clock-start') as HTMLButtonElement).disabled).toBe(true);
    await press(' ');
    expect(backend.callsOf('session.act')).toHaveLength(1);
  });

  it('lists its shortcuts in the ? overlay', async () => {
    await openConsole();
    await press('?');
    const overlay = byTestId('shortcuts-overlay');
    expect(overlay.textContent).toContain('Console');
    for (const label of ['Start, pause or resume the clock', 'Next phase', 'New timer', 'Undo'])
      expect(overlay.textContent).toContain(label);
    expect(overlay.textContent).toContain('Space');
  });

  it('says so when the session does not exist', async () => {
    const backend = megagame();
    new ConsoleFakeHost(backend);
    window.location.hash = '#/session/no-such-session';
    renderApp(backend);
    expect((await screen.findByRole('alert')).textContent).toContain('Session not found');
  });
});
