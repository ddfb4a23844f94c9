import type { ActionRequest } from '../../index.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { cellText, lookUp, lookedUpText, rowsMatching } from '../chart-lookup.ts';
import type { ChartDef } from '../charts-format.ts';

/**
 * The Charts tab's state: the chart open, the words searched for, the cell picked. Reading a
 * cell out to the room is an action; the session logs it.
 */
export class ChartsDesk {
  scenario = $state.raw<Scenario>();
  chosen = $state('');
  search = $state('');
  picked = $state<{ row: number; column: number } | null>(null);

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    this.chosen = scenario.charts[0]?.id ?? '';
  }

  get chart(): ChartDef | undefined {
    return this.scenario?.charts.find((c) => c.id === this.chosen);
  }

  open(id: string): void {
    this.chosen = id;
    this.picked = null;
  }

  /** The rows to show: those matching the search, all when there is none. */
  get rows(): number[] {
    const chart = this.chart;
    if (!chart) return [];
    return this.search.trim() ? rowsMatching(chart, this.search) : chart.rows.map((_, i) => i);
  }

  pick(row: number, column: number): void {
    this.picked = { row, column };
  }

  /** The picked cell in words, as the log will say it. */
  get pickedText(): string {
    const chart = this.chart;
    const p = this.picked;
    if (!chart || !p) return '';
    const row = chart.rows[p.row];
    const column = chart.columns[p.column];
    if (!row || !column) return '';
    const found = lookUp(chart, row.id, column.id);
    return found.ok ? lookedUpText(found.cell) : cellText(chart, p.row, p.column);
  }

  /** The action that reads the picked cell out, or null when none is picked. */
  sayAction(): ActionRequest | null {
    const chart = this.chart;
    const p = this.picked;
    const row = p && chart?.rows[p.row];
    const column = p && chart?.columns[p.column];
    if (!chart || !row || !column) return null;
    return { type: 'chart.look-up', chart: chart.id, row: row.id, column: column.id };
  }
}
