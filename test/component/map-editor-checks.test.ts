import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding } from '../../editor/analysis/checks/finding.ts';
import { placeTile } from '../../editor/model/edits/tiles.ts';
import { applyFindingFix } from '../../editor/tools/apply-fix.ts';
import { mapRulesSchema, type MapRules } from '../../scenarios/format/map-rules.ts';
import { MapChecks } from '../../renderer/editor/checks/map-checks.svelte.ts';
import EditorSidebar from '../../renderer/editor/EditorSidebar.svelte';
import { BalanceView } from '../../renderer/editor/balance/balance-view.svelte.ts';
import ChecksPanel from '../../renderer/editor/panels/ChecksPanel.svelte';
import { SidebarTabs } from '../../renderer/editor/sidebar-tabs.svelte.ts';
import { PanelTestStore, sampleDoc, tile } from './map-editor-panels-support.svelte.ts';
import { MemoryStorage } from './support/memory-storage.ts';

/** Anomalies kept apart, and a cap on the ore next to a home (with a fix). */
const rules: MapRules = mapRulesSchema.parse({
  checks: [
    {
      id: 'anomalies-apart',
      kind: 'apart',
      message: 'Anomalies {places} touch.',
      match: { kinds: ['anomaly'] },
      relation: 'adjoining',
    },
    {
      id: 'ore-near-home',
      kind: 'sum-near-home',
      message: '{total} ore next to {home}, at most {max}.',
      sum: 'ore',
      max: 2,
    },
  ],
});

/** The sample galaxy (Mecatol Rex on 0,0, a nebula on 2,0) with a home and a mine. */
function galaxy(): PanelTestStore {
  const doc = sampleDoc();
  return new PanelTestStore({
    ...doc,
    tiles: [
      ...doc.tiles,
      tile({ id: 'home', name: 'Home', kind: 'home' }),
      tile({ id: 'mine', name: 'Mine', attributes: { ore: 3 } }),
    ],
  });
}

function checksOf(
  store: PanelTestStore,
  options: { onFindings?: (p: readonly string[]) => void } = {},
) {
  const checks = new MapChecks({
    source: () => (store.map ? { map: store.map, tiles: store.doc.tiles, rules } : null),
    delayMs: 50,
    ...options,
  });
  store.editor.subscribe((change) => {
    if (change === 'active-map') checks.reset();
    else if (change === 'document') checks.schedule();
  });
  return checks;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the map checks of the editor', () => {
  it('check again once edits pause, and say which places to mark', () => {
    vi.useFakeTimers();
    const store = galaxy();
    const marked: (readonly string[])[] = [];
    const checks = checksOf(store, { onFindings: (places) => marked.push(places) });
    checks.runNow();
    expect(checks.findings).toEqual([]);
    expect(checks.checkCount).toBe(2);

    // A paint stroke: three edits in a row, one check after the last.
    store.editor.applyToMap('Paint', (m) => placeTile(m, '1,0', 'nebula'));
    store.editor.applyToMap('Paint', (m) => placeTile(m, '0,1', 'home'));
    store.editor.applyToMap('Paint', (m) => placeTile(m, '1,1', 'mine'));
    expect(checks.pending).toBe(true);
    expect(checks.findings).toEqual([]);
    vi.advanceTimersByTime(60);
    expect(checks.pending).toBe(false);
    expect(checks.findings.map((f) => f.rule)).toEqual(['anomalies-apart', 'ore-near-home']);
    expect(checks.findings[0]?.message).toBe('Anomalies Nebula (1,0) and Nebula (2,0) touch.');
    expect(marked.at(-1)).toEqual(['1,0', '2,0', '0,1', '1,1']);
    expect(checks.lastMs).toBeGreaterThanOrEqual(0);
    checks.dispose();
  });

  it('apply a suggested fix as one undoable edit', () => {
    const store = galaxy();
    store.editor.applyToMap('Paint', (m) => placeTile(placeTile(m, '0,1', 'home'), '1,1', 'mine'));
    const checks = checksOf(store);
    checks.runNow();
    const [finding] = checks.findings;
    expect(finding?.fix).toEqual({ label: 'Remove Mine (1,1)', remove: ['1,1'] });
    expect(applyFindingFix(store.editor, finding!.fix!)).toBeNull();
    expect(store.map?.placements['1,1']).toBeUndefined();
    expect(store.editor.history.undoLabel).toBe('Remove Mine (1,1)');
    store.editor.undo();
    expect(store.map?.placements['1,1']?.tile).toBe('mine');
    // The tiles are gone already: nothing to do, and it says so.
    store.editor.applyToMap('Erase', (m) => ({ ...m, placements: {} }));
    expect(applyFindingFix(store.editor, finding!.fix!)).toMatch(/no longer on the map/);
    checks.dispose();
  });
});

describe('the Checks tab', () => {
  it('lists each finding with its message, a way to go to it and its fix', async () => {
    const store = galaxy();
    store.editor.applyToMap('Paint', (m) =>
      placeTile(placeTile(placeTile(m, '1,0', 'nebula'), '0,1', 'home'), '1,1', 'mine'),
    );
    const checks = checksOf(store);
    checks.runNow();
    const goTo = vi.fn();
    const applyFix = vi.fn<(finding: Finding) => void>();
    render(ChecksPanel, { props: { checks, mapName: 'Galaxy', goTo, applyFix } });
    expect(screen.getByTestId('checks-summary').textContent?.trim()).toBe(
      '2 findings on Galaxy (2 checks).',
    );
    const findings = screen.getAllByTestId('finding');
    expect(findings.map((f) => f.dataset.rule)).toEqual(['anomalies-apart', 'ore-near-home']);
    expect(within(findings[1]!).getByTestId('finding-message').textContent).toBe(
      '3 ore next to Home (0,1), at most 2.',
    );
    // The first has no fix; the second offers one.
    expect(within(findings[0]!).queryByTestId('finding-fix')).toBeNull();
    await fireEvent.click(within(findings[0]!).getByTestId('finding-go-to'));
    expect(goTo).toHaveBeenCalledWith(['1,0', '2,0']);
    const fix = within(findings[1]!).getByTestId('finding-fix');
    expect(fix.textContent).toBe('Remove Mine (1,1)');
    await fireEvent.click(fix);
    expect(applyFix.mock.calls[0]?.[0].rule).toBe('ore-near-home');
    checks.dispose();
  });

  it('says when the map meets its checks, and when the scenario has none', () => {
    const store = galaxy();
    const checks = checksOf(store);
    checks.runNow();
    const { unmount } = render(ChecksPanel, {
      props: { checks, mapName: 'Galaxy', goTo: () => {}, applyFix: () => {} },
    });
    expect(screen.getByTestId('checks-summary').textContent?.trim()).toBe(
      'Nothing found: Galaxy meets its 2 checks.',
    );
    unmount();
    const none = new MapChecks({
      source: () => ({ map: store.map!, tiles: store.doc.tiles, rules: mapRulesSchema.parse({}) }),
    });
    none.runNow();
    render(ChecksPanel, {
      props: { checks: none, mapName: 'Galaxy', goTo: () => {}, applyFix: () => {} },
    });
    expect(screen.getByTestId('checks-summary').textContent).toMatch(/has no checks for this map/);
    expect(screen.getByText('mapRules.checks')).toBeTruthy();
  });

  it('shows the number of findings on its tab, from any tab, and opens on a click', async () => {
    const store = galaxy();
    const checks = checksOf(store);
    checks.runNow();
    const tabs = new SidebarTabs(new MemoryStorage());
    render(EditorSidebar, {
      props: {
        store,
        tabs,
        checks,
        balance: new BalanceView(() => {}, 0),
        goTo: () => {},
        applyFix: () => {},
      },
    });
    expect(screen.queryByTestId('checks-badge')).toBeNull();
    store.editor.applyToMap('Paint', (m) => placeTile(m, '1,0', 'nebula'));
    checks.runNow();
    flushSync();
    expect(screen.getByTestId('checks-badge').textContent).toBe('1');
    // The tab holds its long and its short label (one shown by the panel's width) and the count.
    expect(screen.getByTestId('sidebar-tab-checks').textContent).toBe('ChecksChecks1');
    await fireEvent.click(screen.getByTestId('sidebar-tab-checks'));
    expect(tabs.current).toBe('checks');
    expect(
      screen.getByTestId('checks-panel').closest('[role="tabpanel"]')?.hasAttribute('hidden'),
    ).toBe(false);
    checks.dispose();
  });

  it('keeps the Checks tab open through a "go to", then follows the work again', () => {
    const tabs = new SidebarTabs(new MemoryStorage());
    tabs.choose('checks');
    tabs.hold();
    tabs.follow('properties');
    expect(tabs.current).toBe('checks');
    tabs.follow('properties');
    expect(tabs.current).toBe('properties');
  });
});
