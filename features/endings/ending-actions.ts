import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type Json, type SessionHeader } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { holderLabel } from '../teams/tracker-actions.ts';
import { alreadyMet, isMet } from './conditions.ts';
import { rankTeams, standingsText } from './standings.ts';
import type { MetCondition, Standing } from './types.ts';

/** Recording an end condition once the trackers meet it (logged by the session, never by hand). */

/** "Captain loses: Two abilities at 0", "Game over (Gamma): Sunk", "Game over: Order restored". */
export function endLine(scenario: Scenario, condition: string, holder: string): string {
  const def = scenario.endConditions.find((c) => c.id === condition);
  const who = holderLabel(scenario, null, holder);
  const name = def?.name ?? condition;
  if (def && who && def.outcome !== 'ends') return `${who} ${def.outcome}: ${name}`;
  return `Game over${who ? ` (${who})` : ''}: ${name}`;
}

/**
 * Who may know a condition was met: the crew, the holder's team (or, for a player's
 * condition, the crew only, since the line alone does not say whose team a player is on),
 * and everyone when the condition is public.
 */
export function seesEnding(
  scenario: Scenario,
  condition: string,
  holder: string,
  viewer: Viewer,
): boolean {
  if (isCrew(viewer)) return true;
  const def = scenario.endConditions.find((c) => c.id === condition);
  if (!def) return false;
  if (def.public) return true;
  return holder !== '' && holder === viewerTeam(viewer);
}

/** Standings as a viewer may read them: places for all, values only for its own team. */
export function standingsFor(standings: readonly Standing[], viewer: Viewer | null): Standing[] {
  if (viewer === null || isCrew(viewer)) return [...standings];
  const own = viewerTeam(viewer);
  return standings.map((s) => (s.team === own ? s : { ...s, values: [] }));
}

/** "Red wins: Ten VP — 1st Red (VP 11); 2nd Blue (VP 7)". */
export function metLine(
  scenario: Scenario,
  met: { condition: string; holder: string },
  outcome: Json | undefined,
  viewer: Viewer | null,
): string {
  const raw = (outcome as { standings?: unknown } | undefined)?.standings;
  const standings = Array.isArray(raw) ? (raw as unknown as Standing[]) : [];
  const def = scenario.endConditions.find((c) => c.id === met.condition);
  const ranked = standingsText(scenario, def, standingsFor(standings, viewer));
  return `${endLine(scenario, met.condition, met.holder)}${ranked ? ` — ${ranked}` : ''}`;
}

export const endMetModule = defineAction({
  type: 'end.met',
  kind: 'end',
  schema: z.strictObject({
    type: z.literal('end.met'),
    condition: idSchema,
    holder: z.string().max(80).default(''),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = scenario.endConditions.find((c) => c.id === action.condition);
    if (!def) throw new ActionRejected(`There is no end condition "${action.condition}"`);
    if (alreadyMet(state, def.id, action.holder))
      throw new ActionRejected(`${def.name} was met already`);
    if (def.checked === 'turn-end')
      throw new ActionRejected(`${def.name} is checked only as a turn ends`);
    if (!isMet(scenario, state, def, action.holder))
      throw new ActionRejected(`${def.name} is not met`);
    const standings = def.rankBy.length > 0 ? rankTeams(scenario, state, def) : [];
    const met: MetCondition = {
      condition: def.id,
      holder: action.holder,
      seq: ctx.seq,
      ...(standings.length > 0 ? { standings } : {}),
    };
    return {
      state: { ...state, endings: { ...state.endings, met: [...state.endings.met, met] } },
      ...(standings.length > 0 ? { outcome: { standings: standings as unknown as Json } } : {}),
    };
  },
  describe: (action, outcome, header: SessionHeader) =>
    metLine(header.scenario, action, outcome, null),
  describeFor: (action, outcome, header, viewer) =>
    metLine(header.scenario, action, outcome, viewer),
  visibleTo: (action, _outcome, header, viewer) =>
    seesEnding(header.scenario, action.condition, action.holder, viewer),
});
