import type { CommitteeDef } from './contests-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { playerName } from './contest-defs.ts';
import { playersInPlay } from '../teams/seats-in-play.ts';
import { attendanceProblem } from './meeting-limits.ts';
import { meetingRules, openMeeting } from './meeting-actions.ts';
import { currentTurn, meetingTurns } from './meeting-order.ts';

/** What the console and `session show` print of an open meeting: derived, never stored. */

export interface MeetingTurnView {
  player: string;
  name: string;
  second: boolean;
  declared: number;
  tieBreak: number | null;
  /** What the player did at this turn, or null when it has not come yet. */
  did: string | null;
  current: boolean;
  /** The limit Control overrode to let the player in, if any. */
  allowed: string | null;
}

export interface MeetingView {
  committee: string;
  name: string;
  label: string;
  turn: number;
  turns: MeetingTurnView[];
  /** Whose turn it is, or null when nobody has declared or everyone has chosen. */
  current: string | null;
  currentName: string | null;
}

export function meetingView(def: CommitteeDef, state: SessionState): MeetingView | null {
  const meeting = openMeeting(state, def.id);
  if (!meeting) return null;
  const rules = meetingRules(def);
  const now = currentTurn(meeting, rules);
  const players = state.roster.players;
  const options = new Map(def.options.map((o) => [o.id, o.name]));
  const turns = meetingTurns(meeting, rules).map((t, i): MeetingTurnView => {
    const choice = meeting.choices[i];
    const option = choice?.option ? (options.get(choice.option) ?? choice.option) : '';
    return {
      player: t.player,
      name: playerName(players, t.player),
      second: t.second,
      declared: meeting.declared[t.player] ?? 0,
      tieBreak: meeting.tieBreak[t.player] ?? null,
      did: !choice
        ? null
        : choice.kind === 'pass'
          ? 'passed'
          : `${choice.kind === 'buy' ? 'bought' : 'took the pile of'} ${option}${choice.zero ? ' (a 0)' : ''}`,
      current: now !== null && i === meeting.choices.length,
      allowed: t.second ? null : (meeting.allowed[t.player] ?? null),
    };
  });
  return {
    committee: def.id,
    name: def.name,
    label: rules.declare,
    turn: meeting.turn,
    turns,
    current: now?.player ?? null,
    currentName: now ? playerName(players, now.player) : null,
  };
}

export function openMeetings(scenario: Scenario, state: SessionState): MeetingView[] {
  return scenario.committees.flatMap((def) => meetingView(def, state) ?? []);
}

/**
 * Each player in play with why they may not attend this committee now (null: they may); a
 * player at an empty seat is not listed.
 */
export function attendanceStatus(
  scenario: Scenario,
  def: CommitteeDef,
  state: SessionState,
): { player: string; name: string; problem: string | null; attending: boolean }[] {
  const meeting = openMeeting(state, def.id);
  return playersInPlay(state.roster, state.roster.players).map((p) => {
    const attending = meeting?.attendees.includes(p.id) ?? false;
    return {
      player: p.id,
      name: p.name,
      attending,
      problem: attending ? null : attendanceProblem(scenario, def, state, p.id),
    };
  });
}

/** One line per turn for a plain-text listing. */
export function meetingLines(view: MeetingView): string[] {
  return [
    `Meeting: ${view.name}${view.turn > 0 ? ` (turn ${view.turn})` : ''} — ${view.currentName ? `${view.currentName} to choose` : view.turns.length === 0 ? 'waiting for declarations' : 'everyone has chosen'}`,
    ...view.turns.map(
      (t, i) =>
        `  ${i + 1}. ${t.name}${t.second ? ' (second choice)' : ` ${t.declared} ${view.label}`}${t.tieBreak !== null && !t.second ? ` (tie-break ${t.tieBreak})` : ''}${t.did ? `: ${t.did}` : t.current ? ' ← choosing' : ''}${t.allowed ? ` [allowed by Control: ${t.allowed}]` : ''}`,
    ),
  ];
}
