import type { Scenario } from '../../scenarios/format/schema.ts';
import { parseDice } from '../../features/draws/dice/index.ts';
import { customDiceOf } from '../../features/draws/lookup.ts';
import type { SessionState } from '../../session/types.ts';
import type { ActionRequest } from '../../features/index.ts';

/** The command palette's entries: everything a facilitator draws or rolls, by name. */

import { tabsFor, type ConsoleTab } from './console-tab-list.ts';

export type { ConsoleTab };

export type PaletteGroup = 'Decks' | 'Bags' | 'Tables' | 'Dice' | 'Display' | 'Go to';

export interface PaletteCommand {
  id: string;
  label: string;
  group: PaletteGroup;
  /** Other words it answers to (ids, synonyms); matched like the label, ranked lower. */
  keywords: string;
  run: { action: ActionRequest } | { focusDice: string } | { tab: ConsoleTab };
}

const COMMON_DICE = ['1d6', '2d6', '1d10', '1d100'];

function deckCommands(scenario: Scenario): PaletteCommand[] {
  return scenario.decks.flatMap((deck): PaletteCommand[] => {
    const name = deck.name;
    const words = `deck cards ${deck.id}`;
    return [
      {
        id: `deck.draw:${deck.id}`,
        label: `Draw 1 from ${name}`,
        group: 'Decks',
        keywords: `${words} take reveal`,
        run: { action: { type: 'deck.draw', deck: deck.id, count: 1 } },
      },
      {
        id: `deck.deal:${deck.id}`,
        label: `Deal 1 ${name} to every team`,
        group: 'Decks',
        keywords: `${words} teams each all`,
        run: { action: { type: 'deck.deal', deck: deck.id, count: 1 } },
      },
      {
        id: `deck.reshuffle:${deck.id}`,
        label: `Reshuffle ${name} discard`,
        group: 'Decks',
        keywords: `${words} discards back into`,
        run: { action: { type: 'deck.reshuffle', deck: deck.id } },
      },
      {
        id: `deck.shuffle:${deck.id}`,
        label: `Shuffle ${name}`,
        group: 'Decks',
        keywords: `${words} draw pile`,
        run: { action: { type: 'deck.shuffle', deck: deck.id } },
      },
      {
        id: `deck.clear-play:${deck.id}`,
        label: `Clear ${name} play`,
        group: 'Decks',
        keywords: `${words} discard end of turn table`,
        run: { action: { type: 'deck.clear-play', deck: deck.id } },
      },
    ];
  });
}

function bagCommands(scenario: Scenario): PaletteCommand[] {
  return scenario.bags.flatMap((bag): PaletteCommand[] => [
    {
      id: `bag.draw:${bag.id}`,
      label: `Draw 1 from ${bag.name}`,
      group: 'Bags',
      keywords: `bag cup counters pieces ${bag.id}`,
      run: { action: { type: 'bag.draw', bag: bag.id, count: 1 } },
    },
    ...bag.presets.map((preset): PaletteCommand => ({
      id: `bag.preset:${bag.id}:${preset.id}`,
      label: `Set ${bag.name} to ${preset.name}`,
      group: 'Bags',
      keywords: `bag preset contents difficulty ${bag.id} ${preset.id}`,
      run: { action: { type: 'bag.preset', bag: bag.id, preset: preset.id } },
    })),
  ]);
}

function diceCommands(scenario: Scenario): PaletteCommand[] {
  return [
    ...scenario.dice.map((die): PaletteCommand => ({
      id: `dice.named:${die.id}`,
      label: `Roll ${die.name}`,
      group: 'Dice',
      keywords: `die dice d[${die.id}]`,
      run: { action: { type: 'dice.roll', expression: `d[${die.id}]`, label: die.name } },
    })),
    ...COMMON_DICE.map((dice): PaletteCommand => ({
      id: `dice.roll:${dice}`,
      label: `Roll ${dice}`,
      group: 'Dice',
      keywords: 'dice die',
      run: { action: { type: 'dice.roll', expression: dice } },
    })),
  ];
}

export function paletteCommands(scenario: Scenario, state: SessionState): PaletteCommand[] {
  const shown = state.draws.shown;
  return [
    ...deckCommands(scenario),
    ...bagCommands(scenario),
    ...scenario.tables.map((table): PaletteCommand => ({
      id: `table.roll:${table.id}`,
      label: `Roll on ${table.name}`,
      group: 'Tables',
      keywords: `table random ${table.id} ${table.roll}`,
      run: { action: { type: 'table.roll', table: table.id } },
    })),
    ...diceCommands(scenario),
    ...(shown
      ? [
          {
            id: 'draws.hide',
            label: `Hide the display's ${shown.kind === 'cards' ? 'card' : 'result'}`,
            group: 'Display',
            keywords: 'display projector screen clear remove',
            run: { action: { type: 'draws.hide' } },
          } satisfies PaletteCommand,
        ]
      : []),
    ...tabsFor(scenario).map((t): PaletteCommand => ({
      id: `tab:${t.tab}`,
      label: `Go to ${t.label}`,
      group: 'Go to',
      keywords: t.keywords,
      run: { tab: t.tab },
    })),
  ];
}

/** True when every letter of `word` appears in `text` in order ("rshfl" in "reshuffle"). */
function isSubsequence(word: string, text: string): boolean {
  let at = 0;
  for (const ch of text) if (ch === word[at] && ++at === word.length) return true;
  return word.length === 0;
}

/** How well one typed word matches; 0 when it does not. Label matches beat keyword matches. */
function wordScore(word: string, label: string, keywords: string): number {
  if (label.startsWith(word)) return 8;
  const inLabel = label.indexOf(word);
  if (inLabel >= 0) return /[\s'’(-]/.test(label[inLabel - 1] ?? '') ? 6 : 3;
  const inKeywords = keywords.indexOf(word);
  if (inKeywords >= 0) return /[\s[]/.test(keywords[inKeywords - 1] ?? ' ') ? 2 : 1;
  // Letters in order only within one word ("rshfl" in "reshuffle"): across words, nearly
  // anything would match.
  return word.length > 1 && label.split(' ').some((w) => isSubsequence(word, w)) ? 0.5 : 0;
}

function score(command: PaletteCommand, words: readonly string[]): number {
  const label = command.label.toLowerCase();
  const keywords = command.keywords.toLowerCase();
  let total = 0;
  for (const word of words) {
    const s = wordScore(word, label, keywords);
    if (s === 0) return 0;
    total += s;
  }
  return total;
}

/** Typed text that is meant as dice ("3d6+2", "d20", "2d[engineer]"), not a word. */
const LOOKS_LIKE_DICE = /\dd|^d[\d%F[{]/i;

/** "Roll 3d6 + 2" and "Odds of 3d6 + 2 in the dice box" for typed dice notation. */
function typedDice(query: string, scenario: Pick<Scenario, 'dice'> | undefined): PaletteCommand[] {
  if (!LOOKS_LIKE_DICE.test(query)) return [];
  const parsed = parseDice(query, scenario ? customDiceOf(scenario) : {});
  if (!parsed.ok) return [];
  return [
    {
      id: `typed.roll:${parsed.text}`,
      label: `Roll ${parsed.text}`,
      group: 'Dice',
      keywords: '',
      run: { action: { type: 'dice.roll', expression: query } },
    },
    {
      id: `typed.odds:${parsed.text}`,
      label: `Odds of ${parsed.text} in the dice box`,
      group: 'Dice',
      keywords: '',
      run: { focusDice: query },
    },
  ];
}

/**
 * The commands matching a query: every typed word must match (in any order), by prefix,
 * anywhere in the label or keywords, or as letters in order; label and word-start matches
 * rank first. Typed dice notation offers to roll it, at the top. `scenario` lends its named
 * dice to that notation.
 */
export function matchCommands(
  commands: readonly PaletteCommand[],
  query: string,
  scenario?: Pick<Scenario, 'dice'>,
): PaletteCommand[] {
  const q = query.trim();
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const ranked =
    words.length === 0
      ? [...commands]
      : commands
          .map((command, index) => ({ command, index, s: score(command, words) }))
          .filter((r) => r.s > 0)
          .sort((a, b) => b.s - a.s || a.index - b.index)
          .map((r) => r.command);
  return [...typedDice(q, scenario), ...ranked];
}

/**
 * Matches under their group headings, the group of the best match first, each keeping its
 * matches in rank order; the flat order (for the arrow keys) follows the headings.
 */
export function groupCommands(
  matches: readonly PaletteCommand[],
): { group: PaletteGroup; commands: PaletteCommand[] }[] {
  const groups = new Map<PaletteGroup, PaletteCommand[]>();
  for (const command of matches) {
    const list = groups.get(command.group);
    if (list) list.push(command);
    else groups.set(command.group, [command]);
  }
  return [...groups].map(([group, commands]) => ({ group, commands }));
}
