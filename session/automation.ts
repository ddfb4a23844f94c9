import type { z } from 'zod';
import type { Action, Automation } from './types.ts';

/**
 * A kind of phase-start automation: what a phase of the schedule may do as it starts ("deal
 * 1 from Events to every ship", "announce: Black Market open"). The feature that runs it
 * declares it — its schema (the scenario's schedule accepts exactly the kinds declared), the
 * words the timetable editor offers it with, and the actions it becomes.
 */
export interface AutomationDef<K extends string = string, A extends Automation = Automation> {
  kind: K;
  /** What the timetable editor offers: "Deal cards", "Announce". */
  label: string;
  /** One line for the schedule's list: "Deal 1 from Events". */
  describe(automation: A): string;
  schema: z.ZodType<A>;
  /** The actions it becomes, logged after the phase change. */
  run(automation: A): Action[];
}

/** An automation of any kind, as lists hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds of different shapes share one list (a shape appears in both directions)
export type AnyAutomationDef = AutomationDef<string, any>;

/** Declares an automation kind; its type comes from the schema. */
export function defineAutomation<
  const K extends string,
  S extends z.ZodType<{ kind: K } & Automation>,
>(def: {
  kind: K;
  label: string;
  schema: S;
  describe(automation: z.output<S>): string;
  run(automation: z.output<S>): Action[];
}): AutomationDef<K, z.output<S>> {
  return def as unknown as AutomationDef<K, z.output<S>>;
}
