/**
 * What an entry rolled and what came of it, in words, from the values its outcome recorded
 * (never rolled again): "5+4 = 9 on 1d10" and "The target loses one rating point".
 */
export interface RollWords {
  /** The dice as read, with modifiers and total; empty when nothing was rolled. */
  dice: string;
  result: string;
}

/** "Broadside Table: rolled 5+4 = 9 on 1d10 → No Damage", or "FTL jump: …" without dice. */
export function rollLine(name: string, words: RollWords, how = 'rolled'): string {
  return words.dice
    ? `${name}: ${how} ${words.dice} → ${words.result}`
    : `${name}: ${words.result}`;
}

/** "+4", "−2": a modifier as the working shows it. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}
