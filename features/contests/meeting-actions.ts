import { z } from 'zod';
import type { CommitteeDef } from './contests-format.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type SessionState } from '../../session/types.ts';
import { committeeDef, outcomeRecord, playerName, teamName } from './contest-defs.ts';
import { playersInPlay } from '../teams/seats-in-play.ts';
import { attendanceProblem, clockScope, limitHolder } from './meeting-limits.ts';
import { currentTurn, defaultMeetingOrder } from './meeting-order.ts';
import type { MeetingChoice, MeetingState } from './types.ts';

/**
 * A committee meeting: Control opens it, each attendee declares a value (declaring is
 * attending, checked against the committee's limits unless Control allows it), the piles are
 * bought or taken in the order of the declared values, and Control closes it. Declared values
 * are public: the rules have them declared aloud at the table.
 */

const playerId = z.string().min(1).max(80);
const value = z.number().int('must be a whole number').min(0, 'must be at least 0').max(1_000_000);

export const meetingRules = (def: CommitteeDef) => def.meeting ?? defaultMeetingOrder;

export function openMeeting(state: SessionState, committee: string): MeetingState | null {
  const meeting = state.contests.meetings?.[committee];
  return meeting?.status === 'open' ? meeting : null;
}

function requireOpen(state: SessionState, def: CommitteeDef): MeetingState {
  const meeting = openMeeting(state, def.id);
  if (!meeting) throw new ActionRejected(`No meeting of ${def.name} is open`);
  return meeting;
}

export function withMeeting(
  state: SessionState,
  committee: string,
  meeting: MeetingState,
): SessionState {
  return {
    ...state,
    contests: {
      ...state.contests,
      meetings: { ...(state.contests.meetings ?? {}), [committee]: meeting },
    },
  };
}

/**
 * The meeting's side of a pile bought or taken: refused unless it is this player's turn, then
 * recorded so the turn passes on. Without an open meeting, piles are bought freely as before.
 */
export function recordChoice(
  state: SessionState,
  def: CommitteeDef,
  choice: Omit<MeetingChoice, 'second'>,
): SessionState {
  const meeting = openMeeting(state, def.id);
  if (!meeting) return state;
  const turn = currentTurn(meeting, meetingRules(def));
  if (!turn)
    throw new ActionRejected(
      meeting.attendees.length === 0
        ? `Nobody has declared in the meeting of ${def.name} yet`
        : `Everyone in the meeting of ${def.name} has chosen: close the meeting`,
    );
  if (turn.player !== choice.player)
    throw new ActionRejected(
      `It is ${playerName(state.roster.players, turn.player)}'s turn to choose in ${def.name}, not ${playerName(state.roster.players, choice.player)}'s`,
    );
  return withMeeting(state, def.id, {
    ...meeting,
    choices: [...meeting.choices, { ...choice, second: turn.second }],
  });
}

export const meetingOpenModule = defineAction({
  type: 'meeting.open',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('meeting.open'), committee: idSchema }),
  apply(state, action, ctx) {
    const def = committeeDef(ctx.header.scenario, action.committee);
    if (openMeeting(state, def.id))
      throw new ActionRejected(`A meeting of ${def.name} is already open`);
    const scope = clockScope(state);
    const meeting: MeetingState = {
      status: 'open',
      turn: scope.turn,
      phase: scope.phase,
      attendees: [],
      declared: {},
      tieBreak: {},
      allowed: {},
      choices: [],
    };
    return { state: withMeeting(state, def.id, meeting), outcome: { turn: scope.turn } };
  },
  describe: (action, outcome, header) => {
    const turn = outcomeRecord(outcome)['turn'];
    const name = header.scenario.committees.find((c) => c.id === action.committee)?.name;
    return `Meeting of ${name ?? action.committee} opened${typeof turn === 'number' && turn > 0 ? ` (turn ${turn})` : ''}`;
  },
});

export const meetingDeclareModule = defineAction({
  type: 'meeting.declare',
  kind: 'contest',
  schema: z.strictObject({
    type: z.literal('meeting.declare'),
    committee: idSchema,
    player: playerId,
    value,
    /** Breaks a tie on the value, higher first (the player's age for "the older first"). */
    tieBreak: z.number().int().min(0).max(1_000_000).optional(),
    /** Control lets the player attend over a limit; the log says so. */
    override: z.boolean().default(false),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = committeeDef(scenario, action.committee);
    const meeting = requireOpen(state, def);
    const attendee = state.roster.players.find((p) => p.id === action.player);
    if (!attendee) throw new ActionRejected(`There is no player "${action.player}" on the roster`);
    // An empty seat takes no turn in the order of play, whatever Control overrides.
    if (playersInPlay(state.roster, [attendee]).length === 0)
      throw new ActionRejected(
        `${attendee.name} sits at ${teamName(scenario, attendee.team ?? '')}, which is not in play`,
      );
    if (meeting.choices.length > 0)
      throw new ActionRejected(
        `Choices have begun in the meeting of ${def.name}: declarations come before the first choice`,
      );
    const who = playerName(state.roster.players, action.player);
    const already = meeting.attendees.includes(action.player);
    const problem = already ? null : attendanceProblem(scenario, def, state, action.player);
    if (problem && !action.override) throw new ActionRejected(problem);
    const tieBreak =
      action.tieBreak === undefined
        ? meeting.tieBreak
        : { ...meeting.tieBreak, [action.player]: action.tieBreak };
    const next: MeetingState = {
      ...meeting,
      attendees: already ? meeting.attendees : [...meeting.attendees, action.player],
      declared: { ...meeting.declared, [action.player]: action.value },
      tieBreak,
      allowed: problem ? { ...meeting.allowed, [action.player]: problem } : meeting.allowed,
    };
    let after = withMeeting(state, def.id, next);
    if (!already) {
      const scope = clockScope(state);
      const attendance = [
        ...(state.contests.attendance ?? []),
        {
          player: action.player,
          holder: limitHolder(def, state, action.player),
          committee: def.id,
          turn: scope.turn,
          phase: scope.phase,
        },
      ];
      after = { ...after, contests: { ...after.contests, attendance } };
    }
    return {
      state: after,
      outcome: {
        player: who,
        allowed: problem,
        changed: already,
        label: meetingRules(def).declare,
      },
    };
  },
  describe(action, outcome, header) {
    const o = outcomeRecord(outcome);
    const who = typeof o['player'] === 'string' ? o['player'] : action.player;
    const label = typeof o['label'] === 'string' ? o['label'] : 'value';
    const name =
      header.scenario.committees.find((c) => c.id === action.committee)?.name ?? action.committee;
    const tie = action.tieBreak === undefined ? '' : ` (tie-break ${action.tieBreak})`;
    const allowed = typeof o['allowed'] === 'string' ? `; allowed by Control: ${o['allowed']}` : '';
    return o['changed'] === true
      ? `${who} now declares ${action.value} ${label} in ${name}${tie}`
      : `${who} attends ${name} and declares ${action.value} ${label}${tie}${allowed}`;
  },
});

export const meetingNextModule = defineAction({
  type: 'meeting.next',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('meeting.next'), committee: idSchema }),
  apply(state, action, ctx) {
    const def = committeeDef(ctx.header.scenario, action.committee);
    const meeting = requireOpen(state, def);
    const turn = currentTurn(meeting, meetingRules(def));
    if (!turn) throw new ActionRejected(`Nobody is left to choose in the meeting of ${def.name}`);
    const choice: MeetingChoice = { ...turn, kind: 'pass', option: null, zero: false };
    return {
      state: withMeeting(state, def.id, { ...meeting, choices: [...meeting.choices, choice] }),
      outcome: { player: playerName(state.roster.players, turn.player) },
    };
  },
  describe: (action, outcome, header) => {
    const who = outcomeRecord(outcome)['player'];
    const name = header.scenario.committees.find((c) => c.id === action.committee)?.name;
    return `${typeof who === 'string' ? who : 'The chooser'} passes in ${name ?? action.committee}`;
  },
});

export const meetingCloseModule = defineAction({
  type: 'meeting.close',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('meeting.close'), committee: idSchema }),
  apply(state, action, ctx) {
    const def = committeeDef(ctx.header.scenario, action.committee);
    const meeting = requireOpen(state, def);
    return {
      state: withMeeting(state, def.id, { ...meeting, status: 'closed' }),
      outcome: { choices: meeting.choices.length, attendees: meeting.attendees.length },
    };
  },
  describe: (action, outcome, header) => {
    const o = outcomeRecord(outcome);
    const name = header.scenario.committees.find((c) => c.id === action.committee)?.name;
    return `Meeting of ${name ?? action.committee} closed: ${String(o['attendees'] ?? '?')} attended, ${String(o['choices'] ?? '?')} choices`;
  },
});

export const meetingActionModules = [
  meetingOpenModule,
  meetingDeclareModule,
  meetingNextModule,
  meetingCloseModule,
] as const;
