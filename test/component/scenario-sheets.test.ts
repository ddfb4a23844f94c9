import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleLibrary } from './support/app.ts';
import type { FakeBackend } from './support/fake-backend.ts';
import { captureDownloads } from './downloads.ts';
import { xlsxOf } from '../../scenarios/csv/sheet-write.ts';

/** Spreadsheets on the scenario page: a part imported through its column mapping, and exported. */
async function openSection(backend: FakeBackend, key: string) {
  window.location.hash = `#/scenario/so-say-we-all/section/${key}`;
  renderApp(backend, { autosaveDelayMs: 0 });
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
  return screen.findByTestId('section-form');
}

function part(form: HTMLElement, id: string): HTMLElement {
  const found = form.querySelector<HTMLElement>(`[data-testid="sheet-part"][data-part="${id}"]`);
  if (!found) throw new Error(`no sheet part ${id}`);
  return found;
}

async function choose(item: HTMLElement, file: File) {
  const input = within(item).getByTestId('sheet-import-file') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await fireEvent.change(input);
  return screen.findByTestId('sheet-import');
}

const readAs = (dialog: HTMLElement, column: string) => {
  const select = dialog.querySelector<HTMLSelectElement>(`tr[data-column="${column}"] select`);
  if (!select) throw new Error(`no column ${column}`);
  return select;
};

describe('spreadsheets on the scenario page', () => {
  it('imports an Excel sheet of cards through the column mapping, and undoes it', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'decks');
    await fireEvent.click(within(form).getAllByTestId('form-add')[0] as HTMLElement);
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.decks).toHaveLength(1),
    );
    const deck = backend.scenarios.get('so-say-we-all')!.scenario.decks[0]!;
    const blob = await xlsxOf(
      [
        ['Card name', 'Qty', 'Fuel cost', 'Designer note'],
        ['Łódź — Żegluga', 2, 3, 'cut?'],
        ['Ambush', 1, 0, ''],
      ],
      'Cards',
    );
    const dialog = await choose(
      part(form, `deck:${deck.id}`),
      new File([blob], 'cards.xlsx', { type: blob.type }),
    );
    // Reading a workbook takes a moment: the mapping shows once it is read.
    expect((await within(dialog).findByTestId('sheet-import-format')).textContent).toContain(
      'Excel workbook',
    );
    expect(readAs(dialog, 'Card name').value).toBe('target:title');
    expect(readAs(dialog, 'Qty').value).toBe('target:copies');
    expect(readAs(dialog, 'Fuel cost').value).toBe('other');
    await fireEvent.change(readAs(dialog, 'Designer note'), { target: { value: 'ignore' } });
    const question = await within(dialog).findByTestId('sheet-import-question');
    expect(question.textContent).toContain('with the 3 cards (2 different cards) in “cards.xlsx”');

    await fireEvent.click(within(dialog).getByTestId('sheet-import-confirm'));
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.decks[0]?.cards).toEqual([
        expect.objectContaining({ title: 'Łódź — Żegluga', copies: 2, fields: { 'Fuel cost': 3 } }),
        expect.objectContaining({ title: 'Ambush', copies: 1, fields: { 'Fuel cost': 0 } }),
      ]),
    );
    expect(screen.queryByTestId('sheet-import')).toBeNull();

    await fireEvent.click(screen.getByTestId('scenario-undo'));
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.decks[0]?.cards).toEqual(deck.cards),
    );
  });

  it('will not import until every required column is read, and says which rows are wrong', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'schedule');
    const saves = backend.callsOf('scenario.save').length;
    const csv = 'Stage,Activity,Length\nTurns,Team time,25\n,Briefing,ten\n';
    const dialog = await choose(part(form, 'timetable'), new File([csv], 'plan.csv'));
    expect((await within(dialog).findByTestId('sheet-import-format')).textContent).toContain(
      'CSV, UTF-8',
    );
    const confirm = within(dialog).getByTestId('sheet-import-confirm') as HTMLButtonElement;

    await fireEvent.change(readAs(dialog, 'Activity'), { target: { value: 'ignore' } });
    expect((await within(dialog).findByTestId('sheet-import-problems')).textContent).toContain(
      'no column is read as Phase',
    );
    expect(confirm.disabled).toBe(true);

    await fireEvent.change(readAs(dialog, 'Activity'), { target: { value: 'target:phase' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('sheet-import-problems').textContent).toContain(
        'row 3: “ten” is not a length in minutes',
      ),
    );
    expect(confirm.disabled).toBe(true);
    await fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('sheet-import')).toBeNull());
    expect(backend.callsOf('scenario.save')).toHaveLength(saves);
  });

  it('imports a timetable and exports it again as CSV and as an Excel workbook', async () => {
    const backend = sampleLibrary();
    const form = await openSection(backend, 'schedule');
    const csv = 'Block,Repeat,Phase,Minutes\nTurns,6,Team time,25\n,,Resolution,untimed\n';
    const dialog = await choose(part(form, 'timetable'), new File([csv], 'plan.csv'));
    await within(dialog).findByTestId('sheet-import-question');
    await fireEvent.click(within(dialog).getByTestId('sheet-import-confirm'));
    await waitFor(() =>
      expect(backend.scenarios.get('so-say-we-all')?.scenario.schedule.blocks).toEqual([
        expect.objectContaining({ id: 'turns', repeat: 6 }),
      ]),
    );

    const downloads = captureDownloads();
    const item = part(await screen.findByTestId('section-form'), 'timetable');
    await fireEvent.click(within(item).getByTestId('sheet-export-csv'));
    await fireEvent.click(within(item).getByTestId('sheet-export-xlsx'));
    await waitFor(() => expect(downloads.names).toEqual(['timetable.csv', 'timetable.xlsx']));
    expect((await downloads.blobs[0]!.text()).split('\n')).toEqual([
      'block,label,repeat,phase id,phase,minutes,colour,description',
      'turns,Turn,6,team-time,Team time,25,#3b82f6,',
      ',,,resolution,Resolution,untimed,#3b82f6,',
      '',
    ]);
    expect(downloads.blobs[1]!.size).toBeGreaterThan(1000);
  });
});
