import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../session/types.ts';
import ChartsView from '../../features/charts/ui/ChartsView.svelte';
import { scenarioSchema } from '../../scenarios/format/schema.ts';
import { mapsRecorder, mapsScenario } from '../unit/maps/maps-fixtures.ts';
import { chartsFixture } from '../unit/charts/charts-fixture.ts';

afterEach(() => cleanup());

const scenario = scenarioSchema.parse({
  ...mapsScenario(),
  charts: chartsFixture(),
});

function view() {
  const r = mapsRecorder(scenario);
  const sent: Action[] = [];
  render(ChartsView, {
    props: {
      scenario,
      session: r.engine.state,
      header: r.engine.header,
      disabled: false,
      onact: async (a: Action) => (sent.push(a), true),
      shell: {} as never,
    },
  });
  return sent;
}

describe('the charts tab', () => {
  it('finds a row, picks a cell and reads it out', async () => {
    const sent = view();
    expect(screen.getByTestId('chart-say')).toHaveProperty('disabled', true);
    await fireEvent.input(screen.getByTestId('chart-search'), { target: { value: 'foret' } });
    expect(screen.queryByTestId('cell-clear-armour')).toBeNull();
    await fireEvent.click(screen.getByTestId('cell-forest-armour'));
    expect(screen.getByTestId('chart-picked').textContent).toBe(
      'Terrain effects: Forêt × Armour: 4 MP, no overrun',
    );
    await fireEvent.click(screen.getByTestId('chart-say'));
    expect(sent).toEqual([
      { type: 'chart.look-up', chart: 'terrain', row: 'forest', column: 'armour' },
    ]);
    await fireEvent.input(screen.getByTestId('chart-search'), { target: { value: 'hills' } });
    expect(screen.getByTestId('charts-view').textContent).toContain('No row holds “hills”.');
  });

  it('opens another chart, marked when it is Control’s alone', async () => {
    view();
    expect(screen.getByTestId('open-chart-bribes').textContent).toContain('Control only');
    await fireEvent.click(screen.getByTestId('open-chart-bribes'));
    await fireEvent.click(screen.getByTestId('cell-guard-price'));
    expect(screen.getByTestId('chart-picked').textContent).toBe('Bribes: Guard: 2 Credits');
  });
});
