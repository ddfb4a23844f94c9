import { z } from 'zod';
import type { DieDef } from '../draws/draws-format.ts';
import { idSchema, refTo, wholeNumber } from '../../scenarios/format/primitives.ts';

/**
 * Dice that are held rather than thrown and forgotten: each sits at a face until someone rolls
 * it, turns it or steps it down ("rotate the die down to a lower value; at its lowest face it
 * stays unless rerolled"). A held die uses a named die's faces, or a plain `sides`.
 */
export const heldDieSchema = z
  .object({
    id: idSchema,
    name: z.string().trim().min(1, 'a held die needs a name').max(120),
    /** A named die (`dice` id) whose faces and labels this die shows. */
    die: refTo('dice').optional(),
    /** A plain die of 1..sides, when no named die is given (a d6 when neither is). */
    sides: wholeNumber(2, 1000).optional(),
    /** The team holding it at the start; none means it lies in the supply, unowned. */
    owner: refTo('teams').optional(),
    /** The face value it starts at, or "roll" to roll it when the session starts. */
    start: z.union([z.number().int('a face is a whole number'), z.literal('roll')]).default('roll'),
    /** Everyone sees it; otherwise only Control, facilitators and its owner's team do. */
    public: z.boolean().default(true),
    /** Face values from lowest to highest for stepping, when not numeric order. */
    order: z.array(z.number().int('a face is a whole number')).max(1000).optional(),
    /** Where the rule comes from ("rules lines 41-46"). */
    source: z.string().default(''),
    /** Set when a number here is not given by the rulebook. */
    assumed: z.boolean().default(false),
  })
  .describe('A die held at a face: rolled, turned, stepped down and given between teams.');

export type HeldDieDef = z.infer<typeof heldDieSchema>;

/** One face of a held die, as stepping walks them. */
export interface HeldFace {
  value: number;
  label: string;
}

/**
 * The faces of a held die from lowest to highest: its `order` if given, otherwise the distinct
 * values of its named die (or 1..sides) in numeric order. Labels come from the named die.
 */
export function heldFaces(def: HeldDieDef, dice: readonly DieDef[]): HeldFace[] {
  const named = def.die === undefined ? undefined : dice.find((d) => d.id === def.die);
  const all: HeldFace[] = named
    ? named.faces.map((f) => ({ value: f.value, label: f.label }))
    : Array.from({ length: def.sides ?? 6 }, (_, i) => ({ value: i + 1, label: '' }));
  const byValue = new Map<number, HeldFace>();
  for (const face of all) if (!byValue.has(face.value)) byValue.set(face.value, face);
  if (def.order) return def.order.flatMap((v) => byValue.get(v) ?? []);
  return [...byValue.values()].sort((a, b) => a.value - b.value);
}

interface Scope {
  heldDice: readonly HeldDieDef[];
  dice: readonly DieDef[];
  teams: readonly { id: string }[];
}

/** Named dice, owners, start faces and orders must all exist. */
export function reportHeldDiceProblems(ctx: z.RefinementCtx, s: Scope): void {
  const teams = new Set(s.teams.map((t) => t.id));
  s.heldDice.forEach((held, i) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['heldDice', i, field], message });
    if (held.die !== undefined && !s.dice.some((d) => d.id === held.die))
      return issue('die', `no die “${held.die}” in the dice list`);
    if (held.owner !== undefined && !teams.has(held.owner))
      issue('owner', `no team “${held.owner}”`);
    const values = new Set(heldFaces({ ...held, order: undefined }, s.dice).map((f) => f.value));
    const missing = held.order?.find((v) => !values.has(v));
    if (missing !== undefined) issue('order', `the die has no face ${missing}`);
    if (held.order && new Set(held.order).size !== held.order.length)
      issue('order', 'a face is listed twice');
    if (typeof held.start === 'number' && !values.has(held.start))
      issue('start', `the die has no face ${held.start}`);
  });
}
