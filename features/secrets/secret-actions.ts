import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { drawSecretly } from '../../random/secret-stream.ts';
import { ActionRejected, type Json } from '../../session/types.ts';
import { sealOf, shortSeal } from './seal.ts';
import { drawSecret, eligiblePlayers } from './secret-draw.ts';
import { allegianceName, secretRoleDef } from './secret-defs.ts';
import { secretOf } from './secrets-view.ts';
import { defineAction } from '../../session/define-action.ts';

/**
 * Drawing secret roles, revealing an allegiance, clearing a draw. An assignment's log entry
 * holds only its seal and the size of the pool: the names stay in the state, and replay
 * draws them again from the secret seed and must reach the same seal.
 */

const playerIdSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, dashes or underscores');

function field(outcome: Json | undefined, key: string): Json | undefined {
  return outcome && typeof outcome === 'object' && !Array.isArray(outcome)
    ? outcome[key]
    : undefined;
}

export const secretAssignModule = defineAction({
  type: 'secret.assign',
  kind: 'secret',
  schema: z.strictObject({ type: z.literal('secret.assign'), role: idSchema }),
  apply(state, action, ctx) {
    const def = secretRoleDef(ctx.header.scenario, action.role);
    if (state.secrets.assignments[def.id])
      throw new ActionRejected(`${def.name} has already been drawn: clear it to draw again`);
    const pool = eligiblePlayers(def, state.roster.players, state.secrets);
    if (pool.length < def.count)
      throw new ActionRejected(
        `${def.name} needs ${def.count} players but only ${pool.length} on the roster may be drawn`,
      );
    const [{ players, salt }, drawn] = drawSecretly(state, (g) => drawSecret(g, pool, def.count));
    const seal = sealOf(def.id, players, salt);
    const assignment = { players, pool, salt, seal, seq: ctx.seq };
    return {
      state: {
        ...drawn,
        secrets: {
          ...state.secrets,
          assignments: { ...state.secrets.assignments, [def.id]: assignment },
        },
      },
      outcome: { seal, pool: pool.length },
    };
  },
  describe(action, outcome, header) {
    const def = header.scenario.secretRoles.find((r) => r.id === action.role);
    const name = def?.name ?? action.role;
    const pool = field(outcome, 'pool');
    const seal = field(outcome, 'seal');
    const many = def && def.count > 1 ? ` ×${def.count}` : '';
    return `${name}${many} drawn among ${typeof pool === 'number' ? pool : '?'} players${typeof seal === 'string' ? ` (sealed ${shortSeal(seal)})` : ''}`;
  },
});

export const secretRevealModule = defineAction({
  type: 'secret.reveal',
  kind: 'secret',
  schema: z.strictObject({ type: z.literal('secret.reveal'), player: playerIdSchema }),
  apply(state, action) {
    if (Object.keys(state.secrets.assignments).length === 0)
      throw new ActionRejected('No secret role has been drawn yet: there is nothing to reveal');
    const player = state.roster.players.find((p) => p.id === action.player);
    const role = secretOf(state, action.player);
    if (!player && role === null)
      throw new ActionRejected(`There is no player "${action.player}" on the roster`);
    if (Object.hasOwn(state.secrets.revealed, action.player))
      throw new ActionRejected(`${player?.name ?? action.player}'s allegiance is already public`);
    return {
      state: {
        ...state,
        secrets: {
          ...state.secrets,
          revealed: { ...state.secrets.revealed, [action.player]: role },
        },
      },
      outcome: { name: player?.name ?? action.player, role },
    };
  },
  describe(action, outcome, header) {
    const name = field(outcome, 'name');
    const role = field(outcome, 'role');
    const who = typeof name === 'string' ? name : action.player;
    return `${who}'s allegiance revealed: ${allegianceName(header.scenario, typeof role === 'string' ? role : null)}`;
  },
});

export const secretClearModule = defineAction({
  type: 'secret.clear',
  kind: 'secret',
  schema: z.strictObject({ type: z.literal('secret.clear'), role: idSchema }),
  apply(state, action, ctx) {
    const def = secretRoleDef(ctx.header.scenario, action.role);
    if (!state.secrets.assignments[def.id])
      throw new ActionRejected(`${def.name} has not been drawn: there is nothing to clear`);
    const { [def.id]: _cleared, ...assignments } = state.secrets.assignments;
    return { state: { ...state, secrets: { ...state.secrets, assignments } } };
  },
  describe(action, _outcome, header) {
    const name = header.scenario.secretRoles.find((r) => r.id === action.role)?.name;
    return `${name ?? action.role} cleared: draw it again`;
  },
});

export const secretActionModules = [
  secretAssignModule,
  secretRevealModule,
  secretClearModule,
] as const;
