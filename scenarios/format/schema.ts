import { z } from 'zod';
import { sectionsOf } from '../../features/compose.ts';
import { features } from '../../features/index.ts';
import type { ScenarioSection } from '../../features/define-feature.ts';
import { CURRENT_SCHEMA_VERSION, metaSchema } from './meta.ts';
import type { ScenarioSections } from './scenario-sections.ts';
import { colourSchema } from './primitives.ts';
import { findPrototypeKey, PROTOTYPE_KEY_MESSAGE } from './prototype-key.ts';

export { colourSchema };
export { sectionEntrySchema } from './primitives.ts';
export type { Team, Role } from '../../features/teams/teams-format.ts';

/**
 * The scenario file format, current version: the version and the meta, then every section
 * the features declare (`features/index.ts`), written in each section's `order`. Every
 * boundary (files, IPC, WebSocket, CLI) validates with this schema; the JSON Schema for
 * designers is generated from it.
 */
export { CURRENT_SCHEMA_VERSION, metaSchema, seatCount } from './meta.ts';

type Sections = (typeof features)[number]['sections'][number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
/** `{ teams: …; maps: …; decks: … }`: each section's key and schema. */
type ShapeOf<S> = S extends ScenarioSection<infer K, infer T> ? { [P in K]: T } : never;
type SectionShape = UnionToIntersection<ShapeOf<Sections>>;
type BaseShape = {
  schemaVersion: z.ZodLiteral<typeof CURRENT_SCHEMA_VERSION>;
  meta: typeof metaSchema;
};

/** Every feature's sections, in the order a file holds them. */
export const scenarioSections: readonly ScenarioSection[] = sectionsOf(features);

/**
 * The scenario schema of some sections: the version and the meta, then the sections in
 * order, each section's cross-checks run over the whole scenario.
 */
export function scenarioSchemaOf(sections: readonly ScenarioSection[]) {
  const shape = Object.fromEntries(sections.map((section) => [section.key, section.schema]));
  return z
    .object({ schemaVersion: z.literal(CURRENT_SCHEMA_VERSION), meta: metaSchema, ...shape })
    .superRefine((s, ctx) => {
      const prototypeKey = findPrototypeKey(s);
      if (prototypeKey)
        ctx.addIssue({ code: 'custom', path: prototypeKey, message: PROTOTYPE_KEY_MESSAGE });
      for (const section of sections) section.check?.(s as unknown as Scenario, ctx);
    });
}

export const scenarioSchema = scenarioSchemaOf(scenarioSections) as unknown as z.ZodType<
  z.output<z.ZodObject<SectionShape & BaseShape>>,
  z.input<z.ZodObject<SectionShape & BaseShape>>
>;

/** A scenario as the format reads it: the version, the meta, and every feature's sections. */
export type Scenario = {
  schemaVersion: typeof CURRENT_SCHEMA_VERSION;
  meta: z.output<typeof metaSchema>;
} & ScenarioSections;

// The sections the features add to `ScenarioSections` must be exactly those they declare.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sectionsMatchTheFeatures: Exactly<z.output<typeof scenarioSchema>, Scenario> = true;
void sectionsMatchTheFeatures;
/** What a designer may write: defaults not yet filled in. */
export type ScenarioInput = z.input<typeof scenarioSchema>;
export type ScenarioMeta = Scenario['meta'];
