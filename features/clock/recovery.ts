import type { ActionInputOf } from '../../session/define-action.ts';
import type { dropTurnsModule, shortenTurnsModule } from './clock-actions.ts';
import { overHardStopMs } from './clock-math.ts';
import { formatMinutes } from './format-duration.ts';
import { timedMs } from './plan.ts';
import { shortenAllocation, turnRangeText, upcomingTurns } from './plan-edits.ts';
import type { ClockState } from './types.ts';

/** A way to bring the projected end back before the hard stop, applied with one action. */
export interface RecoverySuggestion {
  id: string;
  text: string;
  action: ActionInputOf<typeof shortenTurnsModule> | ActionInputOf<typeof dropTurnsModule>;
}

const MINUTE = 60_000;

/**
 * Suggestions, only when the projected end passes the hard stop: (1) shorten every turn still
 * to come by the same whole minutes, spread over its phases, never under a minute a phase;
 * (2) drop the fewest last turns that make up the overrun. A suggestion that cannot recover
 * the whole overrun is left out.
 */
export function recoverySuggestions(clock: ClockState, now: number): RecoverySuggestion[] {
  if (clock.status !== 'running' && clock.status !== 'paused') return [];
  const over = overHardStopMs(clock, now);
  if (clock.hardStopAt === null || over <= 0) return [];
  const turns = upcomingTurns(clock);
  if (turns.length === 0) return [];
  const suggestions: RecoverySuggestion[] = [];

  const minutesEach = Math.ceil(over / turns.length / MINUTE);
  const canShorten = turns.every(
    ({ indices }) =>
      shortenAllocation(
        indices.map((i) => (clock.plan[i] ? timedMs(clock.plan[i]) : 0)),
        minutesEach,
      ) !== null,
  );
  const firstTurn = turns[0]?.turn;
  if (canShorten && firstTurn !== undefined) {
    const amount = formatMinutes(minutesEach * MINUTE);
    suggestions.push({
      id: `shorten-${firstTurn}-${minutesEach}`,
      text:
        turns.length === 1
          ? `Shorten the remaining turn by ${amount}`
          : `Shorten each of the remaining ${turns.length} turns by ${amount}`,
      action: { type: 'clock.plan.shorten-turns', fromTurn: firstTurn, minutesEach },
    });
  }

  // The fewest turns from the end whose planned time covers the overrun.
  let recovered = 0;
  const dropped: { turn: number; label: string }[] = [];
  for (let k = turns.length - 1; k >= 0 && recovered < over; k--) {
    const turn = turns[k];
    if (!turn) break;
    recovered += turn.indices.reduce((sum, i) => sum + (clock.plan[i]?.plannedMs ?? 0), 0);
    dropped.unshift({ turn: turn.turn, label: clock.plan[turn.indices[0] ?? -1]?.turnLabel ?? '' });
  }
  if (recovered >= over && dropped.length > 0) {
    const numbers = dropped.map((d) => d.turn);
    suggestions.push({
      id: `drop-${numbers.join('-')}`,
      text: `Drop ${turnRangeText(dropped.map((d) => d.label))}`,
      action: { type: 'clock.plan.drop-turns', turns: numbers },
    });
  }
  return suggestions;
}
