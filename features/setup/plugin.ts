import { definePlugin, type Initial } from '../../session/plugin.ts';
import { setupActionModules } from './setup-actions.ts';
import type { DraftSeat, SetupState } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** The guided setup's progress. */
    setup: SetupState;
  }
}

/** A hidden draw is sealed until the team reveals it: only Control knows the card. */
const sealedSeat = (seat: DraftSeat): DraftSeat =>
  seat.hidden
    ? { ...seat, card: seat.card === null ? null : '?', draws: seat.draws.map(() => '?') }
    : seat;

/** The guided setup: seat rolls, drafts, auctions, normalising and instructions, step by step. */
export const setupPlugin = definePlugin({
  key: 'setup',
  uses: ['roster'],
  initial: (): Initial<SetupState> => ({ state: { seatRolls: null, drafts: {}, done: [] } }),
  project: (setup) => ({
    ...setup,
    drafts: Object.fromEntries(
      Object.entries(setup.drafts).map(([step, seats]) => [
        step,
        Object.fromEntries(Object.entries(seats).map(([team, seat]) => [team, sealedSeat(seat)])),
      ]),
    ),
  }),
  actions: setupActionModules,
  logGroups: [{ kind: 'setup', label: 'Setup' }],
});
