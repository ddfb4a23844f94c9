import { z } from 'zod';
import type { MapToken, PieceProperty } from '../../scenarios/format/map.ts';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';
import { mapInPlay } from './live-map.ts';
import { seenBy } from './seen-by.ts';
import { tokenOn } from './token-actions.ts';
import { outcomeText, withLiveMap } from './update.ts';

/**
 * The numbers a piece carries (crew, ammunition, fire counters): set or changed by a typed
 * amount in one logged, undoable entry, within the property's bounds. A hidden property is
 * named in the log only to Control and the piece's own team.
 */

const amount = z.number().int('must be a whole number').min(-1_000_000).max(1_000_000);

/** Whether a viewer may see a property of a piece it can see. */
export function seesProperty(viewer: Viewer, token: MapToken, property: PieceProperty): boolean {
  return !property.hidden || isCrew(viewer) || (token.team ?? null) === viewerTeam(viewer);
}

/** The piece as a viewer may receive it: without the hidden properties of another team's piece. */
export function pieceAsSeenBy(token: MapToken, viewer: Viewer): MapToken {
  if (!token.properties?.some((p) => !seesProperty(viewer, token, p))) return token;
  return { ...token, properties: token.properties.filter((p) => seesProperty(viewer, token, p)) };
}

function bounds(p: PieceProperty): string {
  if (p.min !== null && p.max !== null) return `runs from ${p.min} to ${p.max}`;
  return p.min !== null ? `goes no lower than ${p.min}` : `goes no higher than ${p.max}`;
}

export const mapPiecePropertyModule = defineAction({
  type: 'map.piece-property',
  kind: 'map',
  schema: z
    .strictObject({
      type: z.literal('map.piece-property'),
      map: idSchema,
      token: idSchema,
      property: z.string().trim().min(1, 'name a property').max(40),
      /** The new value; or `by`, the change. */
      value: amount.optional(),
      by: amount.optional(),
    })
    .refine((a) => (a.value === undefined) !== (a.by === undefined), {
      message: 'give either a value or a change ("by"), not both',
    }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const name = token.label || token.id;
    const key = action.property.toLowerCase();
    const property = token.properties?.find((p) => p.name.toLowerCase() === key);
    if (!property) throw new ActionRejected(`${name} has no property "${action.property}"`);
    const value = action.value ?? property.value + (action.by ?? 0);
    if (value === property.value)
      throw new ActionRejected(`${property.name} of ${name} is already ${value}`);
    if (
      (property.min !== null && value < property.min) ||
      (property.max !== null && value > property.max)
    )
      throw new ActionRejected(
        `${property.name} of ${name} ${bounds(property)}; ${value} is outside`,
      );
    const changed: MapToken = {
      ...token,
      properties: (token.properties ?? []).map((p) => (p === property ? { ...p, value } : p)),
    };
    return {
      state: withLiveMap(state, action.map, {
        tokens: map.tokens.map((t) => (t.id === token.id ? changed : t)),
      }),
      outcome: {
        label: name,
        property: property.name,
        before: property.value,
        value,
        at: token.at,
        team: token.team ?? '',
        hidden: property.hidden,
      },
    };
  },
  describe: (action, outcome) => words(action.property, outcome),
  // Read by whoever sees the place it stands on, and for a hidden property only by its team.
  describeFor: (action, outcome, header, viewer): string | null => {
    if (!seenBy(header, viewer, action.map, [outcomeText(outcome, 'at')])) return null;
    const hidden = (outcome as { hidden?: unknown } | undefined)?.hidden === true;
    if (hidden && !isCrew(viewer) && outcomeText(outcome, 'team') !== viewerTeam(viewer))
      return null;
    return words(action.property, outcome);
  },
});

/** "Red cruiser: Crew 4 → 3". */
const words = (property: string, outcome: unknown) =>
  `${outcomeText(outcome, 'label')}: ${outcomeText(outcome, 'property', property)} ${outcomeText(outcome, 'before')} → ${outcomeText(outcome, 'value')}`;
