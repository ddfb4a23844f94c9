import type { Scenario } from '../../scenarios/format/schema.ts';
import { currentPhase } from './clock-math.ts';
import type { ClockState } from './types.ts';

/**
 * Whether a turn has reached a phase: the clock stands on it or on a later phase of the same
 * block ("open from Phase 2" is closed in Phase 1 of every turn and open in Phases 2 and 3).
 * Before the clock starts, and in a block without that phase, nothing is closed: Control
 * running the game off the clock is not held back by it.
 */
export function phaseReached(scenario: Scenario, clock: ClockState, phaseId: string): boolean {
  const now = currentPhase(clock);
  if (!now) return true;
  const block = scenario.schedule.blocks.find((b) => b.id === now.blockId);
  const phases = block?.phases.map((p) => p.id) ?? [];
  const from = phases.indexOf(phaseId);
  if (from < 0) return true;
  return phases.indexOf(now.phaseId) >= from;
}

/** The name of a phase, for a refusal that tells the player when to come back. */
export function phaseName(scenario: Scenario, phaseId: string): string {
  for (const block of scenario.schedule.blocks)
    for (const phase of block.phases) if (phase.id === phaseId) return phase.name;
  return phaseId;
}
