import '@testing-library/svelte/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import DrawsView from '../../features/draws/ui/DrawsView.svelte';
import MapExchangePanel from '../../renderer/editor/panels/MapExchangePanel.svelte';
import { drawsRecorder } from '../unit/draws/draws-fixtures.ts';
import { captureDownloads } from './downloads.ts';
import { map, PanelTestStore } from './map-editor-panels-support.svelte.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const galaxy = bundledScenarios.find((b) => b.id === 'ti4-galaxy')!.scenario;

describe('Print cards from the console', () => {
  it('opens from a deck, says what it will print, refuses a card too big, and downloads the PDF', async () => {
    const downloads = captureDownloads();
    const r = drawsRecorder();
    render(DrawsView, {
      props: {
        scenario: r.engine.header.scenario,
        session: r.engine.state,
        disabled: false,
        onact: async () => true,
      },
    });
    const events = screen.getAllByTestId('deck-panel').find((p) => p.dataset.deck === 'events')!;
    await fireEvent.click(within(events).getByTestId('deck-print'));
    const dialog = within(await screen.findByTestId('print-cards-dialog', {}, { timeout: 5000 }));
    const plan = dialog.getByTestId('print-cards-plan');
    expect(plan.textContent).toMatch(/^\d+ cards? on \d+ sheets? \(9 a sheet, \d+ pages?\)$/);
    const sheets = Number(/on (\d+) sheet/.exec(plan.textContent ?? '')?.[1]);
    await fireEvent.click(dialog.getByTestId('print-cards-backs'));
    expect(dialog.getByTestId('print-cards-plan').textContent).toContain(
      `${sheets * 2} pages with backs`,
    );
    await fireEvent.change(dialog.getByTestId('print-cards-size'), { target: { value: 'custom' } });
    await fireEvent.input(dialog.getByTestId('print-cards-width'), { target: { value: '250' } });
    await fireEvent.input(dialog.getByTestId('print-cards-height'), { target: { value: '290' } });
    expect(dialog.getByTestId('print-cards-problem').textContent).toMatch(/does not fit on A4\.$/);
    expect((dialog.getByTestId('print-cards-go') as HTMLButtonElement).disabled).toBe(true);
    await fireEvent.change(dialog.getByTestId('print-cards-size'), { target: { value: 'tarot' } });
    await fireEvent.click(dialog.getByTestId('print-cards-go'));
    await waitFor(() => expect(downloads.names).toEqual(['events-cards.pdf']));
    const bytes = new Uint8Array(await downloads.blobs[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});

describe('the map Export dialog', () => {
  function open() {
    const store = new PanelTestStore({
      tiles: galaxy.tiles,
      maps: [
        map({
          id: 'board',
          name: 'Board',
          grid: { kind: 'hex', orientation: 'flat', shape: { type: 'hexagon', radius: 3 } },
        }),
      ],
    });
    store.editor.setActiveMap('board');
    render(MapExchangePanel, { props: { store } });
  }

  it('fits one sheet, tiles at a cell size, names a bad overlap, and downloads an SVG', async () => {
    const downloads = captureDownloads();
    open();
    await fireEvent.click(screen.getByTestId('export-print'));
    const dialog = within(await screen.findByTestId('export-map-dialog', {}, { timeout: 5000 }));
    expect(dialog.getByTestId('export-summary').textContent).toMatch(
      /^1 page of A4, centred · map \d+ × \d+ mm · cell [\d.]+ mm$/,
    );
    await fireEvent.click(dialog.getByTestId('export-fit'));
    await fireEvent.input(dialog.getByTestId('export-cell-mm'), { target: { value: '60' } });
    expect(dialog.getByTestId('export-summary').textContent).toMatch(
      /^\d+×\d+ pages of A4 and an assembly sheet/,
    );
    expect(dialog.getAllByTestId('preview-page').length).toBeGreaterThan(1);
    await fireEvent.input(dialog.getByTestId('export-overlap'), { target: { value: '200' } });
    expect(dialog.getByTestId('export-problem').textContent).toBe(
      'the overlap must be between 0 and 95 mm on A4 (got 200)',
    );
    await fireEvent.input(dialog.getByTestId('export-overlap'), { target: { value: '5' } });
    await fireEvent.change(dialog.getByTestId('export-format'), { target: { value: 'svg' } });
    await fireEvent.click(dialog.getByTestId('export-go'));
    await waitFor(() => expect(downloads.names).toEqual(['board.svg']));
    expect(await downloads.blobs[0]!.text()).toMatch(/<svg [^>]*width="[\d.]+mm"/);
  });
});
