import { inputsOf } from '../index.ts';
import { givenInputs, oddsFor, startingInputs } from './resolver-trial.ts';
import { diceNeeded } from '../resolve.ts';
import { fillInputs } from '../inputs.ts';
import type { Ruling } from '../state.ts';
import type { ResolverOdds } from '../types.ts';
import type { ActionRequest } from '../../index.ts';
import type { ResolverDef, ResolverInput } from '../resolvers-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';

/** How long the odds may take in the console before they are estimated. */
const ODDS_BUDGET_MS = 400;

/**
 * The Adjudication tab's state: the resolver picked, its inputs as typed, the odds for them
 * (recomputed as they change), typed dice, and the override being written. Sends actions; the
 * session decides.
 */
export class AdjudicationDesk {
  scenario = $state.raw<Scenario>();
  chosen = $state('');
  /** Input id → value as the form holds it. */
  values = $state<Record<string, string | boolean>>({});
  diceText = $state('');
  actor = $state('');
  target = $state('');
  amendTally = $state<Record<string, number>>({});
  handText = $state('');
  reason = $state('');
  error = $state('');

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    this.pick(scenario.resolvers[0]?.id ?? '');
  }

  get resolver(): ResolverDef | undefined {
    return this.scenario?.resolvers.find((r) => r.id === this.chosen);
  }

  get inputs(): ResolverInput[] {
    return this.resolver ? inputsOf(this.resolver) : [];
  }

  pick(id: string): void {
    this.chosen = id;
    const r = this.resolver;
    this.values = {};
    this.diceText = '';
    this.error = '';
    if (r) this.values = startingInputs(r);
  }

  /** The inputs as the resolver reads them, or the sentence that says what is wrong. */
  get given(): ReturnType<typeof givenInputs> {
    const r = this.resolver;
    return r ? givenInputs(r, this.values) : { ok: false, error: 'Pick a resolver.' };
  }

  /** The odds for the inputs as they stand, or why there are none. */
  get odds(): ResolverOdds | { error: string } {
    const r = this.resolver;
    return r ? oddsFor(r, this.values, ODDS_BUDGET_MS) : { error: 'Pick a resolver.' };
  }

  /** "3 dice (3 shots × d6)" — what to type in, when that is known before rolling. */
  get diceHint(): string {
    const r = this.resolver;
    const given = this.given;
    if (!r || !given.ok) return '';
    const n = diceNeeded(r, fillInputs(r, given.values));
    return n
      ? `${n.count} ${n.count === 1 ? 'die' : 'dice'} (${n.what})`
      : 'as many as it takes, in the order rolled';
  }

  private teams(): { actor?: string; target?: string } {
    return {
      ...(this.actor ? { actor: this.actor } : {}),
      ...(this.target ? { target: this.target } : {}),
    };
  }

  /** The action for Roll (no dice typed) or Enter dice (faces typed in). */
  resolveAction(typed: boolean): ActionRequest | null {
    const r = this.resolver;
    const given = this.given;
    if (!r || !given.ok) {
      this.error = given.ok ? '' : given.error;
      return null;
    }
    const inputs = Object.fromEntries(
      this.inputs.map((i) => {
        const v = given.values[i.id];
        return [i.id, i.kind === 'number' ? Number(v) : (v ?? '')];
      }),
    ) as Record<string, string | number | boolean>;
    if (!typed) return { type: 'ruling.resolve', resolver: r.id, inputs, ...this.teams() };
    const parts = this.diceText.split(/[\s,]+/).filter(Boolean);
    const faces = parts.map(Number);
    if (parts.length === 0 || faces.some((f) => !Number.isInteger(f))) {
      this.error = 'Type the dice as whole numbers, e.g. 6, 3, 1.';
      return null;
    }
    return { type: 'ruling.resolve', resolver: r.id, inputs, dice: faces, ...this.teams() };
  }

  startOverride(ruling: Ruling): void {
    this.amendTally = { ...ruling.tally };
    this.handText = '';
    this.reason = '';
  }
}
