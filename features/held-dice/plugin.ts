import { heldFaces } from './held-dice-format.ts';
import { nextInt } from '../../random/rng.ts';
import { definePlugin, type Initial } from '../../session/plugin.ts';
import { isCrew } from '../../session/viewer.ts';
import { heldDieActionModules } from './held-die-actions.ts';
import type { HeldDiceState, HeldDie } from './types.ts';
import { seesHeldDie } from './visibility.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Dice held at a face, by id. */
    heldDice: HeldDiceState;
  }
}

/**
 * Held dice: each starts with its owner at its start face, or rolled ("roll the chosen
 * Systems dice to determine their initial values") with the session's generator.
 */
export const heldDicePlugin = definePlugin({
  key: 'heldDice',
  initial: ({ header, rng }): Initial<HeldDiceState> => {
    const { scenario } = header;
    let generator = rng;
    const dice: Record<string, HeldDie> = {};
    for (const def of scenario.heldDice ?? []) {
      const faces = heldFaces(def, scenario.dice);
      let face = faces[0]?.value ?? 1;
      if (def.start === 'roll') {
        const [i, next] = nextInt(generator, Math.max(1, faces.length));
        face = faces[i]?.value ?? face;
        generator = next;
      } else face = def.start;
      dice[def.id] = { owner: def.owner ?? null, face };
    }
    // Only a die rolled at the start moves the generator (older snapshots stay usable).
    return generator === rng ? { state: { dice } } : { state: { dice }, rng: generator };
  },
  project: (slice, viewer, { scenario }) =>
    isCrew(viewer)
      ? slice
      : {
          dice: Object.fromEntries(
            Object.entries(slice.dice).filter(([id, die]) =>
              seesHeldDie(scenario, id, die.owner, viewer),
            ),
          ),
        },
  actions: heldDieActionModules,
  logGroups: [{ kind: 'held-die', label: 'Dice in hand' }],
});
