import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action, SessionState } from '../../session/types.ts';
import CommandPalette from '../../renderer/console/CommandPalette.svelte';
import {
  groupCommands,
  matchCommands,
  paletteCommands,
  type PaletteCommand,
} from '../../renderer/console/palette-commands.ts';
import { drawsRecorder } from '../unit/draws/draws-fixtures.ts';

afterEach(() => cleanup());

/** Two decks, a bag with presets, a table and a named die. */
function session() {
  return drawsRecorder('palette', {
    bags: [
      {
        id: 'cup',
        name: 'Raid cup',
        kinds: [
          { id: 'red', name: 'Red' },
          { id: 'white', name: 'White' },
        ],
        contents: { red: 2, white: 3 },
        presets: [
          { id: 'easy', name: 'Easy', contents: { white: 5 } },
          { id: 'hard', name: 'Hard', contents: { red: 4, white: 1 } },
        ],
      },
    ],
    tables: [
      {
        id: 'collision',
        name: 'Collision',
        roll: '1d6',
        rows: [
          { min: 1, max: 3, result: 'Glancing blow' },
          { min: 4, max: 6, result: 'Hull breach' },
        ],
      },
    ],
    dice: [{ id: 'engineer', name: 'Engineer die' }],
  });
}

const labels = (commands: readonly PaletteCommand[]) => commands.map((c) => c.label);

describe('the commands on offer', () => {
  it('names every deck, bag, table and die of the scenario', () => {
    const r = session();
    const commands = paletteCommands(r.engine.header.scenario, r.engine.state);
    expect(labels(commands)).toEqual([
      'Draw 1 from Events',
      'Deal 1 Events to every team',
      'Reshuffle Events discard',
      'Shuffle Events',
      'Clear Events play',
      'Draw 1 from Sabotage',
      'Deal 1 Sabotage to every team',
      'Reshuffle Sabotage discard',
      'Shuffle Sabotage',
      'Clear Sabotage play',
      'Draw 1 from Raid cup',
      'Set Raid cup to Easy',
      'Set Raid cup to Hard',
      'Roll on Collision',
      'Roll Engineer die',
      'Roll 1d6',
      'Roll 2d6',
      'Roll 1d10',
      'Roll 1d100',
      'Go to Clock',
      'Go to Draws',
      'Go to Teams',
    ]);
    expect(new Set(commands.map((c) => c.id)).size).toBe(commands.length);
    const run = (label: string) => commands.find((c) => c.label === label)?.run;
    expect(run('Deal 1 Events to every team')).toEqual({
      action: { type: 'deck.deal', deck: 'events', count: 1 },
    });
    expect(run('Set Raid cup to Hard')).toEqual({
      action: { type: 'bag.preset', bag: 'cup', preset: 'hard' },
    });
    expect(run('Roll Engineer die')).toEqual({
      action: { type: 'dice.roll', expression: 'd[engineer]', label: 'Engineer die' },
    });
    expect(run('Go to Draws')).toEqual({ tab: 'draws' });
  });

  it('offers to hide the display only while it shows something', () => {
    const r = session();
    r.act({ type: 'deck.draw', deck: 'events', count: 1 });
    const card = r.engine.state.draws.decks['events']!.piles['play']![0]!;
    r.act({ type: 'draws.show', item: { kind: 'cards', deck: 'events', cards: [card] } });
    const commands = paletteCommands(r.engine.header.scenario, r.engine.state);
    expect(commands.find((c) => c.group === 'Display')).toEqual({
      id: 'draws.hide',
      label: "Hide the display's card",
      group: 'Display',
      keywords: expect.any(String) as string,
      run: { action: { type: 'draws.hide' } },
    });
  });
});

describe('finding a command', () => {
  const r = session();
  const scenario = r.engine.header.scenario;
  const commands = paletteCommands(scenario, r.engine.state);
  const find = (query: string) => labels(matchCommands(commands, query, scenario));

  it('lists everything for an empty query', () => {
    expect(find('  ')).toEqual(labels(commands));
  });

  it('matches words in any order, ignoring case', () => {
    expect(find('EVENTS deal')[0]).toBe('Deal 1 Events to every team');
    expect(find('deal events')[0]).toBe('Deal 1 Events to every team');
    expect(find('hard raid')).toEqual(['Set Raid cup to Hard']);
  });

  it('ranks matches at the start of the label and of words first', () => {
    expect(find('sh')[0]).toBe('Shuffle Events');
    expect(find('col')[0]).toBe('Roll on Collision');
    expect(find('clock')).toEqual(['Go to Clock']);
  });

  it('finds by keyword and by letters in order', () => {
    expect(find('projector')).toEqual([]);
    expect(find('timers')).toEqual(['Go to Clock']);
    expect(find('rshfl')[0]).toBe('Reshuffle Events discard');
  });

  it('offers typed dice notation at the top, to roll or to look at', () => {
    const matches = matchCommands(commands, '3d6+2', scenario);
    expect(matches.slice(0, 2)).toEqual([
      {
        id: 'typed.roll:3d6 + 2',
        label: 'Roll 3d6 + 2',
        group: 'Dice',
        keywords: '',
        run: { action: { type: 'dice.roll', expression: '3d6+2' } },
      },
      {
        id: 'typed.odds:3d6 + 2',
        label: 'Odds of 3d6 + 2 in the dice box',
        group: 'Dice',
        keywords: '',
        run: { focusDice: '3d6+2' },
      },
    ]);
    expect(find('2d[engineer]')[0]).toBe('Roll 2d[engineer]');
    expect(find('d20')[0]).toBe('Roll 1d20');
    // Words that start like dice are still words; broken notation is not offered.
    expect(find('deal')[0]).toBe('Deal 1 Events to every team');
    expect(find('3d6kh4')).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    expect(find('zzz')).toEqual([]);
  });

  it('groups matches under the heading of the best one first', () => {
    const groups = groupCommands(matchCommands(commands, 'roll', scenario));
    expect(groups.map((g) => g.group)).toEqual(['Tables', 'Dice']);
    expect(labels(groups[1]!.commands)).toEqual([
      'Roll Engineer die',
      'Roll 1d6',
      'Roll 2d6',
      'Roll 1d10',
      'Roll 1d100',
    ]);
  });
});

function renderPalette(state?: SessionState) {
  const r = session();
  const sent: Action[] = [];
  const calls: string[] = [];
  const props = {
    open: true,
    scenario: r.engine.header.scenario,
    state: state ?? r.engine.state,
    onact: async (action: Action) => (sent.push(action), true),
    onclose: () => void calls.push('close'),
    onfocusdice: (expression: string) => void calls.push(`dice ${expression}`),
    ontab: (tab: string) => void calls.push(`tab ${tab}`),
  };
  const view = render(CommandPalette, { props });
  return { sent, calls, view, props };
}

const search = () => screen.getByTestId('palette-search') as HTMLInputElement;
const options = () => screen.getAllByTestId('palette-option');
const activeLabel = () =>
  document
    .getElementById(search().getAttribute('aria-activedescendant') ?? '')
    ?.textContent?.trim();

describe('the palette', () => {
  it('opens with the search focused and every command listed under its group', () => {
    renderPalette();
    expect(document.activeElement).toBe(search());
    expect(options()).toHaveLength(22);
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Decks',
      'Bags',
      'Tables',
      'Dice',
      'Go to',
    ]);
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(activeLabel()).toBe('Draw 1 from Events');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys (wrapping) and runs the highlighted command with Enter', async () => {
    const { sent, calls } = renderPalette();
    await fireEvent.input(search(), { target: { value: 'raid' } });
    expect(activeLabel()).toBe('Draw 1 from Raid cup');
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Set Raid cup to Easy');
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(activeLabel()).toBe('Draw 1 from Raid cup');
    await fireEvent.keyDown(search(), { key: 'ArrowUp' });
    expect(activeLabel()).toBe('Set Raid cup to Hard');
    await fireEvent.keyDown(search(), { key: 'Enter' });
    expect(sent).toEqual([{ type: 'bag.preset', bag: 'cup', preset: 'hard' }]);
    expect(calls).toEqual(['close']);
  });

  it('starts from the top again when the query changes', async () => {
    renderPalette();
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    await fireEvent.input(search(), { target: { value: 'shuffle' } });
    expect(activeLabel()).toBe('Shuffle Events');
  });

  it('works with the mouse', async () => {
    const { sent, calls } = renderPalette();
    await fireEvent.input(search(), { target: { value: 'collision' } });
    await fireEvent.click(screen.getByText('Roll on Collision'));
    expect(sent).toEqual([{ type: 'table.roll', table: 'collision' }]);
    expect(calls).toEqual(['close']);
  });

  it('switches tab and hands typed dice to the dice box', async () => {
    const { calls } = renderPalette();
    await fireEvent.input(search(), { target: { value: 'go clock' } });
    await fireEvent.keyDown(search(), { key: 'Enter' });
    await fireEvent.input(search(), { target: { value: '4d6kh3' } });
    await fireEvent.keyDown(search(), { key: 'ArrowDown' });
    await fireEvent.keyDown(search(), { key: 'Enter' });
    expect(calls).toEqual(['close', 'tab clock', 'close', 'dice 4d6kh3']);
  });

  it('says when nothing matches, and Enter then does nothing', async () => {
    const { sent, calls } = renderPalette();
    await fireEvent.input(search(), { target: { value: 'xyzzy' } });
    expect(screen.getByTestId('palette-empty').textContent).toContain('No command matches “xyzzy”');
    expect(screen.queryAllByTestId('palette-option')).toEqual([]);
    expect(search().hasAttribute('aria-activedescendant')).toBe(false);
    await fireEvent.keyDown(search(), { key: 'Enter' });
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('closes on Escape (the dialog closing) and opens afresh', async () => {
    const { calls, view, props } = renderPalette();
    await fireEvent.input(search(), { target: { value: 'raid' } });
    const dialog = screen.getByTestId('command-palette') as HTMLDialogElement;
    dialog.close();
    await fireEvent(dialog, new Event('close'));
    expect(calls).toContain('close');
    await view.rerender({ ...props, open: false });
    await view.rerender({ ...props, open: true });
    expect(search().value).toBe('');
    expect(options()).toHaveLength(22);
  });
});
