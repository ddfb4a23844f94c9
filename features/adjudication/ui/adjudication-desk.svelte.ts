import { inputsOf } from '../index.ts';
import { givenInputs, oddsFor, startingInputs } from './resolver-trial.ts';
import { diceNeeded } from '../resolve.ts';
import { fillInputs } from '../inputs.ts';
import type { Ruling } from '../state.ts';
import type { ResolverOdds } from '../types.ts';
import type { ActionRequest } from '../../index.ts';
import type { ResolverDef, ResolverInput } from '../resolvers-format.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { SessionState } from '../../../session/types.ts';
import { mapsApi } from '../../maps/maps-api.ts';
import { trackersApi } from '../../teams/trackers-api.ts';
import { readInputs, readsPiece, type GameReader, type ReadInput } from '../game-inputs.ts';

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
  /** The session as the console holds it, for the values read from play. */
  session = $state.raw<SessionState>();
  /** The piece the ruling is about, as "map/token", or '' for none. */
  piece = $state('');
  /** Input ids Control chose to type instead of reading from play. */
  typedOver = $state<Record<string, boolean>>({});

  constructor(scenario: Scenario, session?: SessionState) {
    this.scenario = scenario;
    this.session = session;
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
    this.typedOver = {};
    if (r) this.values = startingInputs(r);
  }

  /** Whether the resolver needs a piece named (some input reads the piece or its terrain). */
  get needsPiece(): boolean {
    return this.resolver ? readsPiece(this.resolver) : false;
  }

  /** The pieces on the maps in play, to name the one the ruling is about. */
  get pieces(): ReturnType<typeof mapsApi.pieces> {
    const scenario = this.scenario;
    return scenario && this.session ? mapsApi.pieces(this.session, scenario) : [];
  }

  private subjectPiece(): { map: string; token: string } | null {
    const [map, token] = this.piece.split('/');
    return map && token && this.pieces.some((p) => p.map === map && p.token === token)
      ? { map, token }
      : null;
  }

  /** Each input read from play for the teams and piece picked, as the ruling will read it. */
  get reads(): ReadInput[] {
    const r = this.resolver;
    const scenario = this.scenario;
    const state = this.session;
    if (!r || !scenario || !state) return [];
    const reader: GameReader = {
      tracker: (tracker, holder) => trackersApi.value(state, scenario, tracker, holder),
      piece: (map, token) => mapsApi.piece(state, scenario, map, token),
    };
    const subject = {
      actor: this.actor || null,
      target: this.target || null,
      piece: this.subjectPiece(),
    };
    return readInputs(r, scenario, subject, reader);
  }

  /** The read value of an input still read from play, or undefined for one typed. */
  readOf(id: string): ReadInput | undefined {
    return this.typedOver[id] ? undefined : this.reads.find((read) => read.id === id);
  }

  /** Types a value over the one read from play (starting from the read value), or reads again. */
  setTyped(id: string, typed: boolean): void {
    const read = this.reads.find((x) => x.id === id);
    if (typed && read?.value !== null && read?.value !== undefined)
      this.values[id] = typeof read.value === 'boolean' ? read.value : String(read.value);
    this.typedOver = { ...this.typedOver, [id]: typed };
  }

  /** The form's values with those read from play in place: what odds and hints are for. */
  private current(): Record<string, string | boolean> {
    const values = { ...this.values };
    for (const read of this.reads)
      if (!this.typedOver[read.id] && read.value !== null)
        values[read.id] = typeof read.value === 'boolean' ? read.value : String(read.value);
    return values;
  }

  /** The inputs as the resolver reads them, or the sentence that says what is wrong. */
  get given(): ReturnType<typeof givenInputs> {
    const r = this.resolver;
    return r ? givenInputs(r, this.current()) : { ok: false, error: 'Pick a resolver.' };
  }

  /** The odds for the inputs as they stand, or why there are none. */
  get odds(): ResolverOdds | { error: string } {
    const r = this.resolver;
    return r ? oddsFor(r, this.current(), ODDS_BUDGET_MS) : { error: 'Pick a resolver.' };
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

  /** The teams and piece the ruling names. */
  private subject(): { actor?: string; target?: string; piece?: { map: string; token: string } } {
    const piece = this.subjectPiece();
    return {
      ...(this.actor ? { actor: this.actor } : {}),
      ...(this.target ? { target: this.target } : {}),
      ...(piece ? { piece } : {}),
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
    // Inputs still read from play are left for the session to read, so the log says so.
    const read = this.reads.filter((x) => !this.typedOver[x.id]).map((x) => x.id);
    const inputs = Object.fromEntries(
      this.inputs
        .filter((i) => !read.includes(i.id))
        .map((i) => {
          const v = given.values[i.id];
          return [i.id, i.kind === 'number' ? Number(v) : (v ?? '')];
        }),
    ) as Record<string, string | number | boolean>;
    if (!typed) return { type: 'ruling.resolve', resolver: r.id, inputs, ...this.subject() };
    const parts = this.diceText.split(/[\s,]+/).filter(Boolean);
    const faces = parts.map(Number);
    if (parts.length === 0 || faces.some((f) => !Number.isInteger(f))) {
      this.error = 'Type the dice as whole numbers, e.g. 6, 3, 1.';
      return null;
    }
    return { type: 'ruling.resolve', resolver: r.id, inputs, dice: faces, ...this.subject() };
  }

  startOverride(ruling: Ruling): void {
    this.amendTally = { ...ruling.tally };
    this.handText = '';
    this.reason = '';
  }
}
