import type { Scenario } from '../../../scenarios/format/schema.ts';
import { parseDice } from '../../../console/draws/dice/parse.ts';
import { customDiceOf } from '../../../console/draws/lookup.ts';
import type { Action, SessionState } from '../../../console/session/types.ts';

/** The command palette's entries: everything a facilitator draws or rolls, by name. */

export type ConsoleTab = 'clock' | 'draws';

export interface PaletteCommand {
  id: string;
  label: string;
  group: 'Decks' | 'Bags' | 'Tables' | 'Dice' | 'Display' | 'Go to';
  keywords: string;
  run: { action: Action } | { focusDice: string } | { tab: ConsoleTab };
}

const COMMON_DICE = ['1d6', '2d6', '1d10', '1d100'];

export function paletteCommands(scenario: Scenario, state: SessionState): PaletteCommand[] {
  const out: PaletteCommand[] = [];
  for (const deck of scenario.decks) {
    const d = deck.name;
    const words = `deck cards ${deck.id} ${d}`;
    out.push(
      {
        id: `draw:${deck.id}`,
        label: `Draw 1 from ${d}`,
        group: 'Decks',
        keywords: words,
        run: { action: { type: 'deck.draw', deck: deck.id, count: 1 } },
      },
      {
        id: `deal:${deck.id}`,
        label: `Deal 1 ${d} to every team`,
        group: 'Decks',
        keywords: `${words} deal teams`,
        run: { action: { type: 'deck.deal', deck: deck.id, count: 1 } },
      },
      {
        id: `reshuffle:${deck.id}`,
        label: `Reshuffle the ${d} discard`,
        group: 'Decks',
        keywords: words,
        run: { action: { type: 'deck.reshuffle', deck: deck.id } },
      },
      {
        id: `shuffle:${deck.id}`,
        label: `Shuffle ${d}`,
        group: 'Decks',
        keywords: words,
        run: { action: { type: 'deck.shuffle', deck: deck.id } },
      },
      {
        id: `clear:${deck.id}`,
        label: `Clear ${d} from play`,
        group: 'Decks',
        keywords: `${words} discard end turn`,
        run: { action: { type: 'deck.clear-play', deck: deck.id } },
      },
    );
  }
  for (const bag of scenario.bags) {
    out.push({
      id: `bag:${bag.id}`,
      label: `Draw 1 from the ${bag.name}`,
      group: 'Bags',
      keywords: `bag cup ${bag.id}`,
      run: { action: { type: 'bag.draw', bag: bag.id, count: 1 } },
    });
    for (const preset of bag.presets)
      out.push({
        id: `preset:${bag.id}:${preset.id}`,
        label: `Set the ${bag.name} to ${preset.name}`,
        group: 'Bags',
        keywords: `bag preset difficulty ${preset.id}`,
        run: { action: { type: 'bag.preset', bag: bag.id, preset: preset.id } },
      });
  }
  for (const table of scenario.tables)
    out.push({
      id: `table:${table.id}`,
      label: `Roll on ${table.name}`,
      group: 'Tables',
      keywords: `table ${table.id} ${table.roll}`,
      run: { action: { type: 'table.roll', table: table.id } },
    });
  for (const die of scenario.dice)
    out.push({
      id: `die:${die.id}`,
      label: `Roll ${die.name}`,
      group: 'Dice',
      keywords: `die dice d[${die.id}]`,
      run: { action: { type: 'dice.roll', expression: `d[${die.id}]`, label: die.name } },
    });
  for (const dice of COMMON_DICE)
    out.push({
      id: `dice:${dice}`,
      label: `Roll ${dice}`,
      group: 'Dice',
      keywords: 'dice roll',
      run: { action: { type: 'dice.roll', expression: dice } },
    });
  if (state.draws.shown)
    out.push({
      id: 'hide',
      label: 'Clear the display',
      group: 'Display',
      keywords: 'hide display projector card',
      run: { action: { type: 'draws.hide' } },
    });
  out.push(
    {
      id: 'tab:clock',
      label: 'Go to the clock',
      group: 'Go to',
      keywords: 'clock timers plan tab',
      run: { tab: 'clock' },
    },
    {
      id: 'tab:draws',
      label: 'Go to the draws',
      group: 'Go to',
      keywords: 'draws decks dice tab',
      run: { tab: 'draws' },
    },
  );
  return out;
}

function score(command: PaletteCommand, words: readonly string[]): number {
  const label = command.label.toLowerCase();
  const haystack = `${label} ${command.keywords.toLowerCase()}`;
  let total = 0;
  for (const word of words) {
    const at = haystack.indexOf(word);
    if (at < 0) return -1;
    if (label.startsWith(word)) total += 3;
    else if (at === 0 || haystack[at - 1] === ' ') total += 2;
    else total += 1;
  }
  return total;
}

/**
 * The commands matching a query: every word must appear (in any order); matches at the start
 * of the label or a word rank first. Typed dice notation offers to roll it, at the top.
 */
export function matchCommands(
  commands: readonly PaletteCommand[],
  query: string,
  scenario: Scenario,
): PaletteCommand[] {
  const q = query.trim();
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const ranked =
    words.length === 0
      ? [...commands]
      : commands
          .map((command, index) => ({ command, index, s: score(command, words) }))
          .filter((r) => r.s >= 0)
          .sort((a, b) => b.s - a.s || a.index - b.index)
          .map((r) => r.command);
  if (/\dd|^d[\d%F[{]/i.test(q)) {
    const parsed = parseDice(q, customDiceOf(scenario));
    if (parsed.ok)
      ranked.unshift({
        id: `roll:${parsed.text}`,
        label: `Roll ${parsed.text}`,
        group: 'Dice',
        keywords: '',
        run: { action: { type: 'dice.roll', expression: q } },
      });
  }
  return ranked;
}
