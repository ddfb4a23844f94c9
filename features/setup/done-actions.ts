import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { ActionRejected } from '../../session/types.ts';
import { anySetupStep } from './setup-steps.ts';
import { defineAction } from '../../session/define-action.ts';

/** Ticking a setup step off, or back on. */

const stepName = (steps: readonly { id: string; name: string }[], id: string) =>
  steps.find((s) => s.id === id)?.name ?? id;

export const setupDoneModule = defineAction({
  type: 'setup.done',
  kind: 'setup',
  schema: z.strictObject({ type: z.literal('setup.done'), step: idSchema }),
  apply(state, action, ctx) {
    const step = anySetupStep(ctx.header.scenario, action.step);
    if (state.setup.done.includes(step.id))
      throw new ActionRejected(`${step.name} is already done`);
    return { state: { ...state, setup: { ...state.setup, done: [...state.setup.done, step.id] } } };
  },
  describe: (action, _outcome, header) =>
    `Setup: ${stepName(header.scenario.setup, action.step)} done`,
});

export const setupUndoneModule = defineAction({
  type: 'setup.undone',
  kind: 'setup',
  schema: z.strictObject({ type: z.literal('setup.undone'), step: idSchema }),
  apply(state, action, ctx) {
    const step = anySetupStep(ctx.header.scenario, action.step);
    if (!state.setup.done.includes(step.id))
      throw new ActionRejected(`${step.name} is not marked done`);
    const done = state.setup.done.filter((id) => id !== step.id);
    return { state: { ...state, setup: { ...state.setup, done } } };
  },
  describe: (action, _outcome, header) =>
    `Setup: ${stepName(header.scenario.setup, action.step)} marked not done`,
});
