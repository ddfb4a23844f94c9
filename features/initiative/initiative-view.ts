import type { Scenario } from '../../scenarios/format/schema.ts';
import type { SessionState } from '../../session/types.ts';
import { memberName, possibleMembers } from './order-members.ts';

/** An order of play as the console and the team screens draw it. */
export interface OrderView {
  id: string;
  name: string;
  /** How it is worked out, for Control's start form: "declared" asks for values. */
  by: string;
  /** What is declared or read ("Sensors"). */
  value: string;
  tieBreak: string;
  started: boolean;
  round: number;
  members: { id: string; name: string; values: number[]; state: 'acted' | 'turn' | 'waiting' }[];
  /** Whose turn it is, or null (not started, everyone has acted, or nobody this viewer sees). */
  turn: string | null;
  done: boolean;
  /** Who may take part (Control's view), for the start form. */
  candidates: { id: string; name: string }[];
}

export function orderViews(scenario: Scenario, state: SessionState): OrderView[] {
  return scenario.initiativeOrders.map((def) => {
    const run = state.initiative.runs[def.id];
    const members = (run?.sequence ?? []).map((id, i) => ({
      id,
      name: memberName(scenario, state, def, id),
      values: run?.values[id] ?? [],
      state: (i < (run?.current ?? 0) && run?.current !== -1
        ? 'acted'
        : i === run?.current
          ? 'turn'
          : 'waiting') as 'acted' | 'turn' | 'waiting',
    }));
    return {
      id: def.id,
      name: def.name,
      by: def.by,
      value: def.value ?? '',
      tieBreak: def.tieBreak,
      started: run !== undefined,
      round: run?.round ?? 0,
      members,
      turn: members.find((m) => m.state === 'turn')?.name ?? null,
      done: run !== undefined && run.current >= run.sequence.length,
      candidates: possibleMembers(scenario, state, def).map((id) => ({
        id,
        name: memberName(scenario, state, def, id),
      })),
    };
  });
}
