import type { ModifierDef, ResolverDef, ResolverInput, ValueDef } from './resolvers-format.ts';
import { ResolveError, type InputValue, type Inputs } from './types.ts';

/** Most rounds a fleet battle is rolled before it is called undecided (a guard, not a rule). */
export const MAX_ROUNDS = 200;

/**
 * Every input a resolver takes: those it declares, and for a fleet battle the number of each
 * unit on each side, whether units may sustain damage, and how many rounds to fight.
 */
export function inputsOf(r: ResolverDef): ResolverInput[] {
  if (r.kind !== 'fleet') return r.inputs;
  const base = { description: '', assumed: false, options: [] };
  const counts = r.sides.flatMap((side) =>
    r.units.map((u): ResolverInput => ({
      ...base,
      id: `${side.id}-${u.id}`,
      name: `${side.name}: ${u.name}`,
      kind: 'number',
      default: 0,
      min: 0,
      max: r.maxUnits,
    })),
  );
  const extra: ResolverInput[] = [];
  if (r.units.some((u) => u.sustain > 0))
    extra.push({
      ...base,
      id: 'sustain',
      name: 'Units sustain damage',
      kind: 'flag',
      default: true,
      min: 0,
      max: 1,
    });
  extra.push({
    ...base,
    id: 'rounds',
    name: 'Rounds (0: until one side is gone)',
    kind: 'number',
    default: 0,
    min: 0,
    max: 50,
  });
  return [...counts, ...extra, ...r.inputs];
}

function defaultOf(input: ResolverInput): InputValue {
  if (input.default !== undefined) return input.default;
  if (input.kind === 'flag') return false;
  if (input.kind === 'choice') return input.options[0]?.id ?? '';
  return Math.max(input.min, Math.min(0, input.max));
}

const YES = new Set(['yes', 'true', 'y', '1', 'on']);
const NO = new Set(['no', 'false', 'n', '0', 'off']);

/** One input's value from what was given (text from a command line, or a typed value). */
function readInput(input: ResolverInput, given: unknown): InputValue {
  const name = `"${input.id}" (${input.name})`;
  if (input.kind === 'flag') {
    if (typeof given === 'boolean') return given;
    const t = String(given).trim().toLowerCase();
    if (YES.has(t)) return true;
    if (NO.has(t)) return false;
    throw new ResolveError(`${name} is yes or no, not "${String(given)}"`);
  }
  if (input.kind === 'choice') {
    const t = String(given).trim();
    const option = input.options.find(
      (o) => o.id === t || o.name.toLowerCase() === t.toLowerCase(),
    );
    if (!option)
      throw new ResolveError(
        `${name} must be one of ${input.options.map((o) => o.id).join(', ')}, not "${t}"`,
      );
    return option.id;
  }
  const n = typeof given === 'number' ? given : Number(String(given).trim());
  if (!Number.isInteger(n))
    throw new ResolveError(`${name} must be a whole number, not "${String(given)}"`);
  if (n < input.min || n > input.max)
    throw new ResolveError(`${name} must be from ${input.min} to ${input.max}, not ${n}`);
  return n;
}

/** Every input's value: what was given, the default for the rest. Unknown names are refused. */
export function fillInputs(r: ResolverDef, given: Readonly<Record<string, unknown>> = {}): Inputs {
  const all = inputsOf(r);
  given = withSideNames(r, given);
  const known = new Set(all.map((i) => i.id));
  for (const key of Object.keys(given))
    if (!known.has(key))
      throw new ResolveError(
        `${r.name} has no input "${key}"${all.length ? ` (its inputs: ${all.map((i) => i.id).join(', ')})` : ' (it takes none)'}`,
      );
  const out: Inputs = {};
  for (const input of all)
    out[input.id] = Object.hasOwn(given, input.id)
      ? readInput(input, given[input.id])
      : defaultOf(input);
  if (r.kind === 'fleet')
    for (const side of r.sides) {
      const n = r.units.reduce((s, u) => s + Number(out[`${side.id}-${u.id}`] ?? 0), 0);
      if (n > r.maxUnits)
        throw new ResolveError(`${side.name} brings ${n} units; at most ${r.maxUnits} a side`);
    }
  return out;
}

/** A fleet's counts may name the side: "attacker-dreadnought" is "a-dreadnought". */
function withSideNames(
  r: ResolverDef,
  given: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (r.kind !== 'fleet') return given;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const side = r.sides.find((s) => key.startsWith(`${s.name.toLowerCase()}-`));
    out[side ? `${side.id}-${key.slice(side.name.length + 1)}` : key] = value;
  }
  return out;
}

function keyOf(v: InputValue | undefined): string {
  return v === true ? 'yes' : v === false ? 'no' : String(v ?? '');
}

function numberOf(v: InputValue | undefined): number {
  return typeof v === 'number' ? v : v === true ? 1 : 0;
}

/** The number a value stands for with these inputs. */
export function valueOf(v: ValueDef, inputs: Inputs): number {
  if (typeof v === 'number') return v;
  if ('input' in v) return numberOf(inputs[v.input]) * v.times + v.plus;
  const key = v.lookup.map((id) => keyOf(inputs[id])).join('/');
  const found = Object.hasOwn(v.values, key) ? v.values[key] : undefined;
  if (found !== undefined) return found;
  if (v.else !== undefined) return valueOf(v.else, inputs);
  throw new ResolveError(`no value for ${v.lookup.join('/')} = "${key}"`);
}

/** A modifier in force, and how many times over (1, or a number input less `from`). */
export interface ActiveModifier {
  mod: ModifierDef;
  times: number;
}

export function holds(
  conditions: readonly { input: string; is: string | boolean | readonly string[] }[],
  inputs: Inputs,
): boolean {
  return conditions.every((c) => {
    const value = inputs[c.input];
    return Array.isArray(c.is) ? typeof value === 'string' && c.is.includes(value) : value === c.is;
  });
}

export function activeModifiers(r: ResolverDef, inputs: Inputs): ActiveModifier[] {
  return r.modifiers.flatMap((mod) => {
    if (!holds(mod.when, inputs)) return [];
    const times = mod.per === undefined ? 1 : numberOf(inputs[mod.per]) - mod.from;
    if (times === 0 || (mod.when.length === 0 && mod.per === undefined)) return [];
    return [{ mod, times }];
  });
}

/** What the modifiers in force add up to, for one side (or both). */
export interface Adjustment {
  dieBy: number;
  countBy: number;
  targetTimes: number;
  targetBy: number;
  replace: Map<string, string>;
  /** Each modifier in force, in words: "Evasive (−2 on each die)". */
  notes: string[];
}

const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

export function adjustment(r: ResolverDef, inputs: Inputs, side?: 'a' | 'b'): Adjustment {
  const out: Adjustment = {
    dieBy: 0,
    countBy: 0,
    targetTimes: 1,
    targetBy: 0,
    replace: new Map(),
    notes: [],
  };
  for (const { mod, times } of activeModifiers(r, inputs)) {
    if (side && mod.side && mod.side !== side) continue;
    const parts: string[] = [];
    if (mod.dieBy) {
      out.dieBy += mod.dieBy * times;
      parts.push(`${signed(mod.dieBy * times)} on each die`);
    }
    if (mod.countBy) {
      out.countBy += mod.countBy * times;
      parts.push(
        `${signed(mod.countBy * times)} ${mod.countBy * times === 1 || mod.countBy * times === -1 ? 'die' : 'dice'}`,
      );
    }
    if (mod.targetTimes !== 1) {
      out.targetTimes *= mod.targetTimes ** times;
      parts.push(`target ×${mod.targetTimes ** times}`);
    }
    if (mod.targetBy) {
      out.targetBy += mod.targetBy * times;
      parts.push(`target ${signed(mod.targetBy * times)}`);
    }
    for (const x of mod.replace) {
      out.replace.set(x.from, x.to);
      const to = r.results.find((res) => res.id === x.to)?.text ?? x.to;
      parts.push(
        x.from === '*'
          ? `every result reads "${to}"`
          : `"${r.results.find((res) => res.id === x.from)?.text ?? x.from}" reads "${to}"`,
      );
    }
    out.notes.push(`${mod.name}${parts.length ? ` (${parts.join(', ')})` : ''}`);
  }
  return out;
}

/** A result as the modifiers make it read. */
export function replaced(adj: Adjustment, result: string): string {
  return adj.replace.get(result) ?? adj.replace.get('*') ?? result;
}

export function resultText(r: ResolverDef, id: string): string {
  return r.results.find((x) => x.id === id)?.text ?? id;
}

/** "2 × No Effect, 1 Location Damaged", in the order the results are declared. */
export function tallyText(r: ResolverDef, tally: Record<string, number>): string {
  const parts = r.results
    .filter((x) => (tally[x.id] ?? 0) > 0)
    .map((x) => (tally[x.id] === 1 ? x.text : `${tally[x.id]} × ${x.text}`));
  return parts.length ? parts.join(', ') : 'nothing';
}

/** "die" → "dice", "shot" → "shots" (for one word of a resolver's data). */
export function pluralWord(word: string, n: number): string {
  if (n === 1) return word;
  return word === 'die' ? 'dice' : `${word}s`;
}
