import type { MeetingOrder } from './contests-format.ts';
import type { MeetingState } from './types.ts';
import { rankOrder } from '../initiative/rank-order.ts';

/**
 * The order of play in a meeting, derived from what was declared (never stored, so a changed
 * declaration or tie-break reorders at once): by declared value, then the higher tie-break,
 * then the order Control entered the attendees in. Attendees who added a 0 to a pile in the
 * first round choose once more after everyone, in first-round order.
 */

export const defaultMeetingOrder: MeetingOrder = {
  declare: 'Value',
  order: 'highest-first',
  tieBreak: '',
  secondChoiceOnZero: false,
  source: '',
};

export interface MeetingTurn {
  player: string;
  second: boolean;
}

type Declared = Pick<MeetingState, 'attendees' | 'declared' | 'tieBreak'>;

export function firstRound(meeting: Declared, rules: MeetingOrder): string[] {
  // A tie-break only counts when both have one; otherwise Control's order decides.
  return rankOrder(meeting.attendees, (p) => meeting.declared[p] ?? 0, rules.order, [
    (p) => meeting.tieBreak[p],
  ]);
}

/** Every turn of the meeting as far as it is known: the first round, then earned second choices. */
export function meetingTurns(
  meeting: Declared & Pick<MeetingState, 'choices'>,
  rules: MeetingOrder,
): MeetingTurn[] {
  const first = firstRound(meeting, rules);
  const earned = rules.secondChoiceOnZero
    ? new Set(meeting.choices.filter((c) => !c.second && c.zero).map((c) => c.player))
    : new Set<string>();
  return [
    ...first.map((player) => ({ player, second: false })),
    ...first.filter((p) => earned.has(p)).map((player) => ({ player, second: true })),
  ];
}

/** Whose turn it is, or null when everyone has chosen (choices are made strictly in order). */
export function currentTurn(
  meeting: Declared & Pick<MeetingState, 'choices' | 'status'>,
  rules: MeetingOrder,
): MeetingTurn | null {
  if (meeting.status !== 'open') return null;
  return meetingTurns(meeting, rules)[meeting.choices.length] ?? null;
}
