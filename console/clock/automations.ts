import type { Automation } from '../../scenarios/format/schedule.ts';
import type { Action } from '../session/types.ts';

/**
 * What a phase-start automation becomes: ordinary logged actions, appended right after the
 * action that entered the phase (and undone with it). Later engines (draws, event boxes,
 * adjudication) register their own kinds here.
 */

/** An automation of any kind, including kinds that later engines add to the schedule. */
export interface AnyAutomation {
  kind: string;
  [field: string]: unknown;
}

export type AutomationHandler = (automation: AnyAutomation) => Action[];

const handlers = new Map<string, AutomationHandler>();

export function registerAutomation(kind: string, handler: AutomationHandler): void {
  handlers.set(kind, handler);
}

registerAutomation('announce', (automation) => {
  const { text, urgent } = automation as Extract<Automation, { kind: 'announce' }>;
  return [{ type: 'announce.post', text, urgent: urgent ?? false }];
});

registerAutomation('start-timer', (automation) => {
  const { template } = automation as Extract<Automation, { kind: 'start-timer' }>;
  return [{ type: 'timer.from-template', template }];
});

registerAutomation('deal', (automation) => {
  const { deck, count, teams, to, limit } = automation as Extract<Automation, { kind: 'deal' }>;
  return [
    {
      type: 'deck.deal',
      deck,
      count: count ?? 1,
      holders: teams ?? [],
      ...(to === undefined ? {} : { to }),
      ...(limit === undefined ? {} : { limit }),
    },
  ];
});

registerAutomation('produce', (automation) => {
  const { productions } = automation as Extract<Automation, { kind: 'produce' }>;
  return [{ type: 'tracker.produce', productions: productions ?? [] }];
});

registerAutomation('event-upkeep', (automation) => {
  const { rules } = automation as Extract<Automation, { kind: 'event-upkeep' }>;
  return [{ type: 'event.upkeep', rules }];
});

/** The actions an automation runs. A kind nobody registered is a programming error. */
export function automationActions(automation: AnyAutomation): Action[] {
  const handler = handlers.get(automation.kind);
  if (!handler) throw new Error(`no handler for the phase-start automation "${automation.kind}"`);
  return handler(automation);
}
