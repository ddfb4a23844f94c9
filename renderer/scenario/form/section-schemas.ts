import { z } from 'zod';
import type { AnyScenarioSection } from '../../../features/define-feature.ts';
import type { SchemaNode } from './schema-node.ts';

const cache = new WeakMap<AnyScenarioSection, SchemaNode>();

/**
 * A section's JSON Schema as the form reads it: the input side of its zod schema (fields with
 * defaults are optional and carry them), made once per section.
 */
export function sectionJsonSchema(section: AnyScenarioSection): SchemaNode {
  let node = cache.get(section);
  if (!node) {
    const { $schema: _schema, ...body } = z.toJSONSchema(section.schema, {
      io: 'input',
      target: 'draft-2020-12',
      // A check written in code (a refinement) has no JSON form; the page's problems say it.
      unrepresentable: 'any',
    });
    node = body as SchemaNode;
    cache.set(section, node);
  }
  return node;
}
