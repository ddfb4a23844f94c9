import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawResult } from '../../features/draws/types.ts';
import type { Action } from '../../session/types.ts';
import DiceBox from '../../features/draws/ui/DiceBox.svelte';
import { DiceFavourites } from '../../features/draws/ui/dice-favourites.svelte.ts';
import { drawsScenario } from '../unit/draws/draws-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A die with symbols on its faces, and one without. */
const scenario = drawsScenario({
  dice: [
    {
      id: 'engineer',
      name: 'Engineer (crew)',
      faces: [
        { value: 1, label: 'Wrench' },
        { value: 2, label: 'Spanner' },
        { value: 3, label: 'Blank' },
      ],
    },
    { id: 'plain', name: 'Plain die' },
  ],
});

/** Storage that lives as long as the test: what a reload of the console would read back. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  } as unknown as Storage;
}

function diceResult(seq: number, extra: Partial<DrawResult> = {}): DrawResult {
  return {
    seq,
    at: Date.UTC(2026, 0, 1, 18, seq),
    kind: 'dice',
    label: '2d6',
    value: '9',
    detail: '2d6 [4, 5] = 9',
    physical: false,
    ...extra,
  };
}

function renderBox(
  options: {
    results?: DrawResult[];
    readOnly?: boolean;
    storage?: Storage;
    accept?: boolean;
  } = {},
) {
  const sent: Action[] = [];
  const shown: number[] = [];
  const favourites = new DiceFavourites(options.storage ?? memoryStorage());
  render(DiceBox, {
    props: {
      scenario,
      results: options.results ?? [],
      readOnly: options.readOnly ?? false,
      busy: false,
      onact: async (action: Action) => (sent.push(action), options.accept ?? true),
      onshow: (seq: number) => void shown.push(seq),
      favourites,
    },
  });
  return { sent, shown, favourites };
}

const byTestId = (id: string) => screen.getByTestId(id);
const rollButton = () => byTestId('dice-roll') as HTMLButtonElement;
const type = (value: string) => fireEvent.input(byTestId('dice-expression'), { target: { value } });

describe('typing and rolling dice', () => {
  it('points at the mistake and will not roll bad notation', async () => {
    const { sent } = renderBox();
    await type('3d6kh4');
    const error = byTestId('dice-error');
    expect(error.textContent).toContain('3d6 keeps more dice than it rolls at column 4');
    expect(error.querySelector('code')!.textContent).toBe('3d6kh4   ^');
    expect(rollButton().disabled).toBe(true);
    expect(byTestId('dice-expression').getAttribute('aria-invalid')).toBe('true');
    await fireEvent.submit(rollButton().form!);
    expect(sent).toEqual([]);
  });

  it('rolls what is typed, with what it is for', async () => {
    const { sent, favourites } = renderBox();
    await type(' 2d[engineer]+1 ');
    await fireEvent.input(byTestId('dice-label'), { target: { value: 'Repairs' } });
    await fireEvent.click(rollButton());
    expect(sent).toEqual([{ type: 'dice.roll', expression: '2d[engineer]+1', label: 'Repairs' }]);
    expect(favourites.history).toEqual(['2d[engineer]+1']);
  });

  it('cannot roll when the session has ended', async () => {
    renderBox({ readOnly: true });
    await type('2d6');
    expect(rollButton().disabled).toBe(true);
  });

  it('walks back through the notation rolled before with the arrow keys', async () => {
    const { favourites } = renderBox();
    favourites.remember('1d20');
    favourites.remember('4d6kh3');
    const input = byTestId('dice-expression') as HTMLInputElement;
    await fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('4d6kh3');
    await fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1d20');
    await fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('1d20');
    await fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('4d6kh3');
  });
});

describe('dice rolled at the table', () => {
  it('asks for one face per die and records them in order', async () => {
    const { sent } = renderBox();
    await type('2d6+1');
    await fireEvent.click(byTestId('dice-physical'));
    expect(rollButton().textContent).toContain('Record');
    const faces = screen.getAllByTestId('dice-face') as HTMLInputElement[];
    expect(faces).toHaveLength(2);
    expect(faces.map((f) => f.getAttribute('aria-label'))).toEqual(['Die 1 (d6)', 'Die 2 (d6)']);
    await fireEvent.input(faces[0]!, { target: { value: '4' } });
    expect(rollButton().disabled).toBe(true);
    await fireEvent.input(faces[1]!, { target: { value: '7' } });
    expect(byTestId('dice-faces-error').textContent).toContain(
      'Die 2 is a d6: it shows 1, 2, 3, 4, 5, 6.',
    );
    expect(faces[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(rollButton().disabled).toBe(true);
    await fireEvent.input(faces[1]!, { target: { value: '6' } });
    await fireEvent.click(rollButton());
    expect(sent).toEqual([{ type: 'dice.enter', expression: '2d6+1', faces: [4, 6] }]);
  });

  it('offers the symbols of a named die to pick from', async () => {
    renderBox();
    await type('d[engineer]');
    await fireEvent.click(byTestId('dice-physical'));
    const select = screen.getByTestId('dice-face') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '–',
      'Wrench (1)',
      'Spanner (2)',
      'Blank (3)',
    ]);
  });

  it('takes a list of faces when explosions make the count vary', async () => {
    const { sent } = renderBox();
    await type('2d6!');
    await fireEvent.click(byTestId('dice-physical'));
    expect(screen.queryByTestId('dice-face')).toBeNull();
    const list = byTestId('dice-faces-list');
    await fireEvent.input(list, { target: { value: '6, x' } });
    expect(byTestId('dice-faces-error').textContent).toContain('whole numbers');
    await fireEvent.input(list, { target: { value: '6, 2' } });
    expect(byTestId('dice-faces-error').textContent).toContain('more dice are needed');
    await fireEvent.input(list, { target: { value: '6 2 3' } });
    expect(screen.queryByTestId('dice-faces-error')).toBeNull();
    await fireEvent.click(rollButton());
    expect(sent).toEqual([{ type: 'dice.enter', expression: '2d6!', faces: [6, 2, 3] }]);
  });
});

describe('favourites and named dice', () => {
  it('keeps starred expressions for the next visit, and rolls or removes them', async () => {
    const storage = memoryStorage();
    const first = renderBox({ storage });
    await type('4d6kh3');
    await fireEvent.click(byTestId('dice-star'));
    expect(byTestId('dice-star').getAttribute('aria-pressed')).toBe('true');
    expect(first.favourites.favourites).toEqual(['4d6kh3']);
    cleanup();

    const { sent } = renderBox({ storage });
    const chip = byTestId('dice-favourite');
    expect(chip.textContent).toContain('4d6kh3');
    await type('1d20');
    await fireEvent.click(within(chip).getByText('4d6kh3'));
    expect((byTestId('dice-expression') as HTMLInputElement).value).toBe('4d6kh3');
    await fireEvent.click(within(chip).getByTestId('dice-favourite-roll'));
    expect(sent).toEqual([{ type: 'dice.roll', expression: '4d6kh3' }]);
    await fireEvent.dblClick(within(chip).getByText('4d6kh3'));
    expect(sent).toHaveLength(2);
    await fireEvent.click(within(chip).getByTestId('dice-favourite-remove'));
    expect(screen.queryByTestId('dice-favourite')).toBeNull();
    expect(new DiceFavourites(storage).favourites).toEqual([]);
  });

  it("shows the scenario's named dice as chips with their names as tooltips", async () => {
    const { sent } = renderBox();
    const chips = screen.getAllByTestId('dice-named');
    expect(chips.map((c) => c.querySelector('.chip-main')!.textContent)).toEqual([
      'd[engineer]',
      'd[plain]',
    ]);
    expect(chips[0]!.querySelector('.chip-main')!.getAttribute('title')).toBe('Engineer (crew)');
    await fireEvent.click(within(chips[1]!).getByLabelText('Roll Plain die'));
    expect(sent).toEqual([{ type: 'dice.roll', expression: 'd[plain]' }]);
  });
});

describe('the odds chart', () => {
  it('charts 2d6 exactly: eleven bars summing to one, the mean and percentiles', async () => {
    renderBox();
    await waitFor(() => expect(screen.getAllByTestId('chart-bar')).toHaveLength(11));
    const bars = screen.getAllByTestId('chart-bar');
    const sum = bars.reduce((n, bar) => n + Number(bar.dataset.p), 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(Number(bars.find((b) => b.dataset.value === '7')!.dataset.p)).toBeCloseTo(6 / 36, 12);
    expect(byTestId('chart-summary').textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'mean 7.00 · sd 2.42 · 5% ≤ 3 · median 7 · 95% ≤ 11',
    );
    expect(byTestId('chart-method').textContent).toBe('exact');
    await fireEvent.mouseEnter(bars.find((b) => b.dataset.value === '7')!);
    expect(byTestId('chart-reading').textContent).toContain('P(7) = 16.7%');
  });

  it('reads each bar with the arrow keys', async () => {
    renderBox();
    await waitFor(() => expect(screen.getAllByTestId('chart-bar')).toHaveLength(11));
    const chart = screen.getByRole('slider');
    expect(chart.getAttribute('aria-valuenow')).toBe('7');
    await fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.getAttribute('aria-valuetext')).toBe('8: 13.9%');
    await fireEvent.keyDown(chart, { key: 'End' });
    expect(byTestId('chart-reading').textContent).toContain('P(12) = 2.8%');
  });

  it('follows the typing, and marks the rolled total with the chance of beating it', async () => {
    renderBox({ results: [diceResult(4)] });
    await waitFor(() => expect(byTestId('chart-reading').textContent).toContain('Rolled 9'));
    expect(byTestId('chart-reading').textContent).toContain('P(≥ 9) = 27.8%');
    expect(byTestId('chart-reading').textContent).toContain('P(≤ 9) = 83.3%');
    const hit = screen.getAllByTestId('chart-bar').filter((b) => b.classList.contains('hit'));
    expect(hit.map((b) => b.dataset.value)).toEqual(['9']);
    await type('1d4');
    await waitFor(() => expect(screen.getAllByTestId('chart-bar')).toHaveLength(4));
    expect(byTestId('chart-reading').textContent!.trim()).toBe('');
  });

  it('labels an estimate with its rolls and standard error, and why it is not exact', async () => {
    renderBox();
    await type('4d6!pkh3');
    await waitFor(() =>
      expect(byTestId('chart-method').textContent).toMatch(
        /^estimated from [\d,]+ rolls ± [\d.]+%$/,
      ),
    );
    expect(byTestId('chart-method').getAttribute('title')).toContain('no exact method');
  });

  it('skips charts with too many totals, saying why', async () => {
    renderBox();
    await type('100d100');
    await waitFor(() =>
      expect(byTestId('dice-odds-note').textContent).toContain('9,901 possible totals'),
    );
    expect(screen.queryByTestId('distribution-chart')).toBeNull();
  });
});

describe('the latest rolls', () => {
  it('lists them newest first, marks dice rolled at the table, shows and rolls again', async () => {
    const results: DrawResult[] = [
      diceResult(7, {
        label: 'Prosecutor guns',
        value: '12',
        detail: '3d6 [6, 4, 2] = 12',
      }),
      { ...diceResult(6), kind: 'table', label: 'Collisions' },
      diceResult(5, { physical: true, value: '5', detail: '2d6 [1, 4] = 5' }),
    ];
    const { sent, shown } = renderBox({ results });
    const items = screen.getAllByTestId('dice-result');
    expect(items.map((i) => i.querySelector('.total')!.textContent)).toEqual(['12', '5']);
    expect(items[0]!.textContent).toContain('3d6 [6, 4, 2] = 12');
    expect(items[1]!.textContent).toContain('at the table');
    await fireEvent.click(within(items[0]!).getByTestId('dice-show'));
    expect(shown).toEqual([7]);
    await fireEvent.click(within(items[0]!).getByTestId('dice-again'));
    expect(sent).toEqual([{ type: 'dice.roll', expression: '3d6', label: 'Prosecutor guns' }]);

    // Dice rolled at the table are rolled there again: the box waits for their faces.
    await fireEvent.click(within(items[1]!).getByTestId('dice-again'));
    expect(sent).toHaveLength(1);
    expect((byTestId('dice-physical') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByTestId('dice-face')).toHaveLength(2);
  });

  it('keeps the typed faces when the host refuses the roll', async () => {
    renderBox({ accept: false });
    await type('1d6');
    await fireEvent.click(byTestId('dice-physical'));
    await fireEvent.input(byTestId('dice-face'), { target: { value: '3' } });
    await fireEvent.click(rollButton());
    expect((byTestId('dice-face') as HTMLInputElement).value).toBe('3');
  });
});
