import type { PieceProperty } from '../../scenarios/format/map.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { GLOBAL_HOLDER } from '../teams/types.ts';
import { inputsOf } from './inputs.ts';
import type { ResolverDef, ResolverInput } from './resolvers-format.ts';
import type { InputValue } from './types.ts';

/**
 * Inputs read from play: a resolver's input may name a tracker of the acting or the target
 * team, a number the piece carries, or the terrain under the piece. The ruling reads them
 * when it names that team or piece, so Control types only what the game does not already
 * know. Values typed in win over values read.
 */

/** What a ruling is about: the teams and the piece it names. */
export interface RulingSubject {
  actor: string | null;
  target: string | null;
  piece: { map: string; token: string } | null;
}

/** How a ruling reads the game: through the trackers' and the maps' APIs. */
export interface GameReader {
  tracker(tracker: string, holder: string): number | null;
  piece(
    map: string,
    token: string,
  ): { name: string; tile: string | null; properties: readonly PieceProperty[] };
}

/** One input read from play: its value (null when it could not be read) and where it came from. */
export interface ReadInput {
  id: string;
  value: InputValue | null;
  note: string;
  /** For a value read: the value as a form shows it, and where it was read ("Crew of Red cruiser"). */
  shown?: { value: string; source: string };
}

function teamName(scenario: Scenario, id: string): string {
  return scenario.teams.find((t) => t.id === id)?.name ?? id;
}

/** A number held within the input's bounds, saying so when it had to be. */
function bounded(input: ResolverInput, n: number, what: string): ReadInput {
  const value = Math.max(input.min, Math.min(input.max, n));
  const held = value === n ? '' : ` (held to ${input.min}–${input.max})`;
  return {
    id: input.id,
    value,
    note: `${input.name}: ${what} ${n}${held}`,
    shown: { value: String(value), source: `${what}${held}` },
  };
}

function readOne(
  input: ResolverInput,
  scenario: Scenario,
  subject: RulingSubject,
  reader: GameReader,
): ReadInput | null {
  const from = input.from;
  if (!from) return null;
  const missing = (why: string): ReadInput => ({
    id: input.id,
    value: null,
    note: `${input.name}: ${why}`,
  });
  if (from.read === 'tracker') {
    const holder =
      from.holder === 'global'
        ? GLOBAL_HOLDER
        : from.holder === 'actor'
          ? subject.actor
          : subject.target;
    if (!holder)
      return missing(`not read (name the ${from.holder === 'actor' ? 'acting' : 'target'} team)`);
    const value = reader.tracker(from.tracker, holder);
    const trackerName = scenario.trackers.find((t) => t.id === from.tracker)?.name ?? from.tracker;
    if (value === null) return missing(`there is no tracker "${from.tracker}"`);
    const whose =
      holder === GLOBAL_HOLDER ? trackerName : `${trackerName} of ${teamName(scenario, holder)}`;
    return bounded(input, value, whose);
  }
  if (!subject.piece) return missing('not read (name the piece)');
  const piece = reader.piece(subject.piece.map, subject.piece.token);
  if (from.read === 'piece-state') {
    const wanted = from.property.toLowerCase();
    const property = piece.properties.find((p) => p.name.toLowerCase() === wanted);
    if (!property) return missing(`${piece.name} carries no ${from.property}`);
    // A ruling is public: a hidden number is not read into it.
    if (property.hidden) return missing(`${piece.name}'s ${property.name} is hidden, so not read`);
    return bounded(input, property.value, `${property.name} of ${piece.name}`);
  }
  if (piece.tile === null) return missing(`${piece.name} stands on no terrain`);
  const option = input.options.find((o) => o.id === piece.tile);
  if (!option)
    return missing(`the terrain under ${piece.name} ("${piece.tile}") is not one of its options`);
  return {
    id: input.id,
    value: option.id,
    note: `${input.name}: ${option.name} under ${piece.name}`,
    shown: { value: option.name, source: `the tile under ${piece.name}` },
  };
}

/** Every input of the resolver that reads from play, read for this subject. */
export function readInputs(
  r: ResolverDef,
  scenario: Scenario,
  subject: RulingSubject,
  reader: GameReader,
): ReadInput[] {
  return inputsOf(r).flatMap((input) => {
    const read = readOne(input, scenario, subject, reader);
    return read ? [read] : [];
  });
}

/** The read values under those typed in: what the ruling runs with, and the notes to log. */
export function withReadInputs(
  reads: readonly ReadInput[],
  typed: Readonly<Record<string, unknown>>,
): { given: Record<string, unknown>; notes: string[] } {
  const given: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const read of reads) {
    if (Object.hasOwn(typed, read.id)) continue;
    if (read.value !== null) given[read.id] = read.value;
    notes.push(read.note);
  }
  return { given: { ...given, ...typed }, notes };
}

/** Whether any input of the resolver needs a piece named to be read. */
export function readsPiece(r: ResolverDef): boolean {
  return r.inputs.some((i) => i.from !== undefined && i.from.read !== 'tracker');
}
