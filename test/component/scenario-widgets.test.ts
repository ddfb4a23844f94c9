import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleLibrary } from './support/app.ts';
import type { FakeBackend } from './support/fake-backend.ts';
import { scheduleSchema } from '../../features/clock/schedule-format.ts';
import { setupStepSchema } from '../../features/setup/setup-format.ts';
import { trackerSchema } from '../../features/teams/trackers-format.ts';
import { resolverSchema } from '../../features/adjudication/resolvers-format.ts';

/** The scenario page's hand-written widgets: where a generated form reads badly. */
async function openSection(backend: FakeBackend, key: string) {
  window.location.hash = `#/scenario/so-say-we-all/section/${key}`;
  renderApp(backend, { autosaveDelayMs: 0 });
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
  return screen.findByTestId('section-form');
}

const saved = (backend: FakeBackend) => backend.scenarios.get('so-say-we-all')!.scenario;

describe('a table’s rows as a grid', () => {
  it('adds rows, marks the gap its dice roll, fills it, and undoes', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'tables');
    const t = saved(backend).tables.length;
    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    const name = await waitFor(() => {
      const input = form.querySelector<HTMLInputElement>(`[data-path="$.tables[${t}].name"] input`);
      if (!input) throw new Error('no name field yet');
      return input;
    });
    await fireEvent.input(name, { target: { value: 'Weather' } });
    const grid = await within(form).findByTestId('table-grid');
    await fireEvent.click(within(grid).getByTestId('table-grid-add'));
    const row1 = await waitFor(() => grid.querySelector<HTMLElement>('tr[data-row="0"]')!);
    expect((within(row1).getByLabelText('Row 1: roll') as HTMLInputElement).value).toBe('1');
    await fireEvent.input(within(row1).getByLabelText('Row 1: result'), {
      target: { value: 'Calm' },
    });
    // Enter adds the next row below, counting up.
    await fireEvent.keyDown(within(row1).getByLabelText('Row 1: result'), { key: 'Enter' });
    const row2 = await waitFor(() => grid.querySelector<HTMLElement>('tr[data-row="1"]')!);
    const range2 = within(row2).getByLabelText('Row 2: roll') as HTMLInputElement;
    expect(range2.value).toBe('2');
    await fireEvent.input(range2, { target: { value: 'three' } });
    expect((await within(grid).findByTestId('row-note')).textContent).toContain('is not a range');
    await fireEvent.input(range2, { target: { value: '3–6' } });
    await fireEvent.input(within(row2).getByLabelText('Row 2: result'), {
      target: { value: 'Storm' },
    });
    await waitFor(() =>
      expect(saved(backend).tables[t]?.rows).toEqual([
        expect.objectContaining({ min: 1, max: 1, result: 'Calm' }),
        expect.objectContaining({ min: 3, max: 6, result: 'Storm' }),
      ]),
    );

    // The grid stands for the rows: it has its own row buttons, not the form's "Remove rows".
    expect(within(form).queryByRole('button', { name: 'Remove rows' })).toBeNull();

    // 1d6 rolls a 2 no row holds: marked on the chart and among the rows.
    const gap = await within(grid).findByTestId('table-gap');
    expect(gap.textContent).toContain('No row for 2');
    expect(gap.textContent).toContain('16.7%');
    expect(
      [...grid.querySelectorAll('[data-testid="table-coverage"] li')].map((li) =>
        li.getAttribute('data-state'),
      ),
    ).toEqual(['once', 'gap', 'once', 'once', 'once', 'once']);
    expect(
      within(grid)
        .getAllByTestId('row-chance')
        .map((c) => c.textContent?.trim()),
    ).toEqual(['16.7%', '66.7%']);

    await fireEvent.click(within(gap).getByRole('button', { name: 'Add a row for 2' }));
    const filled = await waitFor(() => grid.querySelector<HTMLElement>('tr[data-row="1"]')!);
    expect(document.activeElement).toBe(within(filled).getByLabelText('Row 2: result'));
    await fireEvent.input(within(filled).getByLabelText('Row 2: result'), {
      target: { value: 'Fog' },
    });
    await waitFor(() =>
      expect(saved(backend).tables[t]?.rows.map((r) => [r.min, r.max, r.result])).toEqual([
        [1, 1, 'Calm'],
        [2, 2, 'Fog'],
        [3, 6, 'Storm'],
      ]),
    );
    expect(within(grid).queryByTestId('table-gap')).toBeNull();

    // Two steps back: the result typed, then the row added.
    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() => expect(saved(backend).tables[t]?.rows).toHaveLength(2));
    expect(await within(grid).findByTestId('table-gap')).toBeTruthy();
  });
});

describe('the timetable as turns × phases', () => {
  it('gives one turn its own minutes, skips a phase, adds turns, and says when play ends', async () => {
    const backend = sampleLibrary();
    saved(backend).schedule = scheduleSchema.parse({
      startTime: '10:00',
      hardStop: '11:30',
      blocks: [
        {
          id: 'main',
          repeat: 2,
          phases: [
            { id: 'talk', name: 'Negotiation', minutes: 25 },
            { id: 'act', name: 'Action', minutes: 10 },
          ],
        },
      ],
    });
    const form = await openSection(backend, 'schedule');
    const grid = await within(form).findByTestId('timetable-grid');
    const summary = within(grid).getByTestId('timetable-summary');
    expect(summary.textContent).toMatch(/2 turns, 1:10 of play, 10:00 to 11:10; 0:20 to spare/);

    const cell = within(grid).getByLabelText('Turn 2, Negotiation: minutes') as HTMLInputElement;
    expect(cell.value).toBe('25');
    await fireEvent.input(cell, { target: { value: '1:30' } });
    await waitFor(() =>
      expect(saved(backend).schedule.overrides).toEqual([{ turn: 2, phase: 'talk', minutes: 90 }]),
    );
    expect(summary.textContent).toContain('0:45 past the hard stop');
    expect(cell.closest('td')?.classList.contains('overridden')).toBe(true);

    await fireEvent.input(within(grid).getByLabelText('Turn 1, Action: minutes'), {
      target: { value: 'skip' },
    });
    await waitFor(() => expect(saved(backend).schedule.overrides).toHaveLength(2));
    await fireEvent.input(within(grid).getByLabelText('Turn 1, Action: minutes'), {
      target: { value: 'soon' },
    });
    expect((await within(grid).findByRole('alert')).textContent).toContain('Minutes are written');

    // Emptied, a cell is the phase's usual minutes again.
    await fireEvent.input(cell, { target: { value: '' } });
    await waitFor(() =>
      expect(saved(backend).schedule.overrides).toEqual([{ turn: 1, phase: 'act', minutes: 0 }]),
    );

    const turns = within(grid).getByLabelText('main: how many turns') as HTMLInputElement;
    await fireEvent.change(turns, { target: { value: '4' } });
    await waitFor(() => expect(saved(backend).schedule.blocks[0]?.repeat).toBe(4));
    expect(within(grid).getByLabelText('Turn 4, Action: minutes')).toBeTruthy();

    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() => expect(saved(backend).schedule.blocks[0]?.repeat).toBe(2));
  });
});

describe('a resolver tried as it is written', () => {
  it('shows exact odds for the inputs tried, follows an edit at once, and rolls an example', async () => {
    const backend = sampleLibrary();
    saved(backend).resolvers = [
      resolverSchema.parse({
        id: 'boarding',
        name: 'Boarding',
        kind: 'target',
        dice: '1d6',
        count: { input: 'marines' },
        target: 5,
        inputs: [{ id: 'marines', name: 'Marines', default: 1, min: 1, max: 6 }],
        results: [
          { id: 'hit', text: 'Hit' },
          { id: 'miss', text: 'Miss' },
        ],
        success: 'hit',
        failure: 'miss',
      }),
    ];
    const form = await openSection(backend, 'resolvers');
    await fireEvent.click(within(form).getByTestId('form-entry'));
    const preview = await within(form).findByTestId('resolver-preview');
    const odds = within(preview).getByTestId('resolver-preview-odds');
    expect(odds.textContent).toContain('Exact odds');
    // One die hitting on 5+: a third.
    expect(odds.textContent).toContain('33.3%');

    await fireEvent.input(within(preview).getByLabelText('Try: Marines'), {
      target: { value: '2' },
    });
    // Two dice: at least one hit 1 − (2/3)² = 55.6%.
    await waitFor(() => expect(odds.textContent).toContain('55.6%'));
    // Trying inputs changes nothing in the scenario.
    expect(backend.callsOf('scenario.save')).toHaveLength(0);

    const target = form.querySelector<HTMLInputElement>(
      '[data-path="$.resolvers[0].target"] input',
    );
    if (!target) throw new Error('no target field');
    await fireEvent.input(target, { target: { value: '4' } });
    // Hitting on 4+ with two dice: 1 − (1/2)² = 75%.
    await waitFor(() => expect(odds.textContent).toContain('75.0%'));

    await fireEvent.click(within(preview).getByTestId('resolver-preview-roll'));
    const example = await within(preview).findByTestId('resolver-preview-example');
    expect(example.textContent).toMatch(/Dice: [1-6], [1-6]/);
  });
});

describe('the trackers as one sheet', () => {
  it('sets one team’s start and takes a tracker from a team, each undoable', async () => {
    const backend = sampleLibrary();
    saved(backend).trackers = [
      trackerSchema.parse({ id: 'fuel', name: 'Fuel', start: 3, max: 12 }),
    ];
    const form = await openSection(backend, 'trackers');
    const sheet = await within(form).findByTestId('tracker-sheet');
    expect(sheet.textContent).toContain('every team');
    expect(sheet.textContent).toContain('0 to 12');

    const start = within(sheet).getByLabelText('Pegasus: Fuel at the start') as HTMLInputElement;
    expect(start.placeholder).toBe('3');
    await fireEvent.input(start, { target: { value: '6' } });
    await waitFor(() =>
      expect(saved(backend).trackers[0]?.perTeam).toEqual({ pegasus: { start: 6 } }),
    );
    expect(start.closest('td')?.classList.contains('own')).toBe(true);

    await fireEvent.click(within(sheet).getByLabelText('Galactica has Fuel'));
    await waitFor(() => expect(saved(backend).trackers[0]?.teams).toEqual(['pegasus']));
    // The last team holding it cannot be unticked: no teams listed would mean every team.
    expect((within(sheet).getByLabelText('Pegasus has Fuel') as HTMLInputElement).disabled).toBe(
      true,
    );

    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() => expect(saved(backend).trackers[0]?.teams).toEqual([]));
  });
});

describe('setup steps as an ordered list', () => {
  it('numbers the steps, names each kind, and moves one with Alt+↓', async () => {
    const backend = sampleLibrary();
    saved(backend).setup = [
      setupStepSchema.parse({ id: 'seats', name: 'Roll for seats', kind: 'seat-roll' }),
      setupStepSchema.parse({ id: 'brief', name: 'Read the briefing', kind: 'instruction' }),
    ];
    const form = await openSection(backend, 'setup');
    const [first] = await within(form).findAllByTestId('form-entry');
    expect(first?.textContent?.replace(/\s+/g, ' ').trim()).toBe('1 Roll for seats Seat roll');
    first?.focus();
    await fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(saved(backend).setup.map((s) => s.id)).toEqual(['brief', 'seats']));
    const moved = within(form).getAllByTestId('form-entry')[1];
    expect(document.activeElement).toBe(moved);
    expect(moved?.textContent).toContain('Roll for seats');
  });
});

describe('a card’s picture', () => {
  it('takes a picture file, refuses what is not a picture, and removes it', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'decks');
    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    const cards = await waitFor(() => {
      const list = form.querySelector<HTMLElement>('[data-path="$.decks[0].cards"]');
      if (!list) throw new Error('no cards yet');
      return list;
    });
    await fireEvent.click(within(cards).getAllByTestId('form-add')[0] as HTMLElement);
    const title = await waitFor(() => {
      const input = cards.querySelector<HTMLInputElement>(
        '[data-path="$.decks[0].cards[0].title"] input',
      );
      if (!input) throw new Error('no title field yet');
      return input;
    });
    await fireEvent.input(title, { target: { value: 'Storm front' } });
    const widget = await within(cards).findByTestId('card-picture');
    expect(within(widget).queryByTestId('card-picture-image')).toBeNull();
    const input = within(widget).getByTestId('card-picture-file') as HTMLInputElement;

    const notes = new File(['just words'], 'notes.txt', { type: 'text/plain' });
    await fireEvent.change(input, { target: { files: [notes] } });
    expect((await within(widget).findByTestId('card-picture-error')).textContent).toContain(
      '“notes.txt” is not an image',
    );

    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await fireEvent.change(input, {
      target: { files: [new File([png], 'art.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(saved(backend).decks[0]?.cards[0]?.image).toMatch(/^data:image\/png;base64,iVBOR/),
    );
    const shown = await within(form).findByTestId('card-picture-image');
    expect(shown.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(form).queryByTestId('card-picture-error')).toBeNull();

    await fireEvent.click(within(form).getByTestId('card-picture-remove'));
    await waitFor(() => expect(saved(backend).decks[0]?.cards[0]?.image).toBeUndefined());
  });
});
