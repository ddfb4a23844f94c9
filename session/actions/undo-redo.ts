import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { ActionRejected, UNDO_DEPTH, type History, type Json, type UndoStep } from '../types.ts';

/**
 * Undo and redo are logged like any action, but they act on the history, not on the state:
 * `history.ts` calls `undoHistory` / `redoHistory` instead of `apply`. Restoring a whole past
 * state restores the generator with it, so undoing a draw and drawing again gives the same
 * result. Their outcome names the step, so the log reads "Undo: Next phase …".
 */

// A type alias, not an interface, so it counts as `Json` (an outcome).
export type StepOutcome = { seq: number; label: string };

function stepLabel(outcome: Json | undefined): string {
  if (outcome && typeof outcome === 'object' && !Array.isArray(outcome)) {
    const label = outcome.label;
    if (typeof label === 'string') return label;
  }
  return 'the last action';
}

function notOnState(): never {
  throw new Error('undo and redo apply to the history: history.ts handles them');
}

export const undoModule = defineAction({
  type: 'session.undo',
  kind: 'session',
  schema: z.strictObject({ type: z.literal('session.undo') }),
  undoable: false,
  apply: notOnState,
  describe: (_action, outcome) => `Undo: ${stepLabel(outcome)}`,
});

export const redoModule = defineAction({
  type: 'session.redo',
  kind: 'session',
  schema: z.strictObject({ type: z.literal('session.redo') }),
  undoable: false,
  apply: notOnState,
  describe: (_action, outcome) => `Redo: ${stepLabel(outcome)}`,
});

/** A new list with `step` on top, the oldest dropped beyond `UNDO_DEPTH`. */
export function pushStep(steps: readonly UndoStep[], step: UndoStep): UndoStep[] {
  const kept = steps.length >= UNDO_DEPTH ? steps.slice(steps.length - UNDO_DEPTH + 1) : steps;
  return [...kept, step];
}

export interface HistoryMove {
  history: History;
  outcome: StepOutcome;
}

/** Back to the state before the newest step; `seq` and `lastAt` keep advancing. */
export function undoHistory(history: History, seq: number, at: number): HistoryMove {
  const step = history.past.at(-1);
  if (!step) throw new ActionRejected('there is nothing to undo');
  const redo: UndoStep = { seq: step.seq, label: step.label, state: history.state };
  return {
    history: {
      state: { ...step.state, seq, lastAt: at },
      past: history.past.slice(0, -1),
      future: pushStep(history.future, redo),
    },
    outcome: { seq: step.seq, label: step.label },
  };
}

/** Forward to the state the newest undo left. */
export function redoHistory(history: History, seq: number, at: number): HistoryMove {
  const step = history.future.at(-1);
  if (!step) throw new ActionRejected('there is nothing to redo');
  const undo: UndoStep = { seq: step.seq, label: step.label, state: history.state };
  return {
    history: {
      state: { ...step.state, seq, lastAt: at },
      past: pushStep(history.past, undo),
      future: history.future.slice(0, -1),
    },
    outcome: { seq: step.seq, label: step.label },
  };
}
