import { z } from 'zod';
import { idSchema } from '../../../scenarios/format/primitives.ts';
import { defineAction } from '../../../session/define-action.ts';
import { ActionRejected } from '../../../session/types.ts';
import { hintsOf } from '../hints.ts';
import { mapInPlay } from '../live-map.ts';
import { seenBy } from '../seen-by.ts';
import { outcomeText, withLiveMap } from '../update.ts';
import { tokenOn } from '../token-actions.ts';
import { directionOn } from './direction-on.ts';
import { directionNamed } from '../../../editor/geometry/directions.ts';

/**
 * Facing and the map's heading: a piece turned to a direction by Control (no cost: a setting
 * or a correction; turns that cost are steps of map.move-path), and the heading set by hand
 * or rolled on the heading's table (a wind).
 */

const directionSchema = z.string().trim().min(1, 'name a direction').max(12);

const by = (outcome: unknown) => outcomeText(outcome, 'by', 'Control');
const faceWords = (token: string, outcome: unknown) =>
  `${by(outcome)} turned ${outcomeText(outcome, 'label', token)} from ${outcomeText(outcome, 'from', 'no facing')} to ${outcomeText(outcome, 'to')}`;

export const mapFaceModule = defineAction({
  type: 'map.face',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.face'),
    map: idSchema,
    token: idSchema,
    facing: directionSchema,
  }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const token = tokenOn(map, action.token);
    const to = directionOn(map, action.facing);
    const from = token.facing ? directionNamed(map, token.facing) : null;
    if (from?.name === to.name)
      throw new ActionRejected(`${token.label || token.id} already faces ${to.name}`);
    const tokens = map.tokens.map((t) => (t.id === token.id ? { ...t, facing: to.name } : t));
    return {
      state: withLiveMap(state, action.map, { tokens }),
      outcome: {
        by: ctx.by,
        label: token.label || token.id,
        at: token.at,
        ...(from ? { from: from.name } : {}),
        to: to.name,
      },
    };
  },
  describe: (action, outcome) => faceWords(action.token, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [outcomeText(outcome, 'at')])
      ? faceWords(action.token, outcome)
      : null,
});

const headingWords = (outcome: unknown) => {
  const name = outcomeText(outcome, 'name', 'Heading');
  const to = outcomeText(outcome, 'to', '');
  const rolled = outcomeText(outcome, 'rolled', '');
  const what = to === '' ? `no direction (${outcomeText(outcome, 'result', 'none')})` : to;
  return rolled === ''
    ? `${by(outcome)} set the ${name.toLowerCase()} to ${what}`
    : `${by(outcome)} rolled ${rolled} for the ${name.toLowerCase()}: ${what}`;
};

export const mapHeadingModule = defineAction({
  type: 'map.heading',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.heading'),
    map: idSchema,
    /** A direction, or null for none (calm). Left out: roll on the heading's table. */
    direction: directionSchema.nullable().optional(),
    /** A total rolled at the table for the heading's table. */
    entered: z.number().int().min(-1000).max(1000).optional(),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const { map } = mapInPlay(scenario, state.maps, action.map);
    const heading = hintsOf(map).hints.heading;
    if (!heading) throw new ActionRejected(`${map.name} has no heading to set`);
    if (action.direction !== undefined) {
      const to = action.direction === null ? null : directionOn(map, action.direction);
      return {
        state: withLiveMap(state, action.map, { heading: to?.name ?? null }),
        outcome: { by: ctx.by, name: heading.name, to: to?.name ?? '', result: 'none', rolled: '' },
      };
    }
    if (!heading.table)
      throw new ActionRejected(`The ${heading.name.toLowerCase()} has no table: name a direction`);
    const { state: rolledState, rolled } = ctx
      .use('draws')
      .rollTable(
        state,
        scenario,
        heading.table,
        action.entered === undefined ? {} : { entered: action.entered },
      );
    const to = directionNamed(map, rolled.result);
    return {
      state: withLiveMap(rolledState, action.map, { heading: to?.name ?? null }),
      outcome: {
        by: ctx.by,
        name: heading.name,
        to: to?.name ?? '',
        result: rolled.result,
        rolled: rolled.total === null ? rolled.result : String(rolled.total),
      },
    };
  },
  describe: (_action, outcome) => headingWords(outcome),
});
