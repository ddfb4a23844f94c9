import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleLibrary } from './support/app.ts';
import type { FakeBackend } from './support/fake-backend.ts';

/** The scenario page's hand-written widgets: where a generated form reads badly. */
async function openSection(backend: FakeBackend, key: string) {
  window.location.hash = `#/scenario/so-say-we-all/section/${key}`;
  renderApp(backend, { autosaveDelayMs: 0 });
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 20_000 });
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
