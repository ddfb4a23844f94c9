import { z } from 'zod';

/**
 * Control's word that a move may break the enforced movement rules: the reason is logged
 * beside the rule it broke. Only Control may send one (session/control-override.ts).
 */
export const moveOverrideSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'say why the move is allowed')
    .max(200, 'keep the reason to 200 characters'),
});

export type MoveOverride = z.infer<typeof moveOverrideSchema>;
