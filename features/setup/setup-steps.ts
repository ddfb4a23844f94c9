import type { SetupStep } from './setup-format.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { ActionRejected } from '../../session/types.ts';

/** Finding the setup step an action names, of the kind the action needs. */
export function setupStep<K extends SetupStep['kind']>(
  scenario: Scenario,
  id: string,
  kind: K,
): Extract<SetupStep, { kind: K }> {
  const step = anySetupStep(scenario, id);
  if (step.kind !== kind)
    throw new ActionRejected(`The setup step "${step.name}" is not a ${kind} step`);
  return step as Extract<SetupStep, { kind: K }>;
}

export function anySetupStep(scenario: Scenario, id: string): SetupStep {
  const step = scenario.setup.find((s) => s.id === id);
  if (!step) throw new ActionRejected(`This scenario has no setup step "${id}"`);
  return step;
}

export { teamName } from '../teams/team-name.ts';
