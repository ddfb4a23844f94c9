import { z } from 'zod';
import type { Lane, LaneType } from '../../scenarios/format/map.ts';
import { colourSchema, idSchema } from '../../scenarios/format/primitives.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected } from '../../session/types.ts';
import { mapInPlay, placeName } from './live-map.ts';
import { seenBy } from './seen-by.ts';
import { outcomeText, withLiveMap } from './update.ts';

/**
 * Routes opened and closed during play (a new trade route, a collapsed wormhole): a lane of
 * one of the map's route kinds, or of a new colour (which becomes a route kind of its own).
 */

const openWords = (cost: number | undefined, outcome: unknown) =>
  `${outcomeText(outcome, 'by', 'Control')} opened a ${outcomeText(outcome, 'kind')} between ${outcomeText(outcome, 'from')} and ${outcomeText(outcome, 'to')}${cost !== undefined ? ` (cost ${cost})` : ''}`;
const closeWords = (outcome: unknown) =>
  `${outcomeText(outcome, 'by', 'Control')} closed the route between ${outcomeText(outcome, 'from')} and ${outcomeText(outcome, 'to')}`;

export const mapRouteAddModule = defineAction({
  type: 'map.route.add',
  kind: 'map',
  schema: z.strictObject({
    type: z.literal('map.route.add'),
    map: idSchema,
    from: idSchema,
    to: idSchema,
    /** One of the map's route kinds; or give `colour` for a route kind made for it. */
    laneType: idSchema.optional(),
    colour: colourSchema.optional(),
    cost: z.number().finite().min(0).max(1000).optional(),
    direction: z.enum(['two-way', 'one-way']).default('two-way'),
    label: z.string().max(60).default(''),
  }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const ids = new Set(map.nodes.map((n) => n.id));
    if (ids.size === 0) throw new ActionRejected(`${map.name} has no nodes to join with a route`);
    for (const end of [action.from, action.to])
      if (!ids.has(end)) throw new ActionRejected(`${map.name} has no node "${end}"`);
    if (action.from === action.to) throw new ActionRejected('A route needs two different ends');
    let laneTypes = map.laneTypes;
    let type = action.laneType ? laneTypes.find((t) => t.id === action.laneType) : undefined;
    if (action.laneType && !type)
      throw new ActionRejected(`${map.name} has no route kind "${action.laneType}"`);
    if (!type) {
      if (!action.colour) throw new ActionRejected('Give the route a kind or a colour');
      const colour = action.colour.toLowerCase();
      type = laneTypes.find((t) => t.colour.toLowerCase() === colour);
      if (!type) {
        const made: LaneType = {
          id: `route-${colour.slice(1)}`,
          name: `Route ${colour}`,
          colour,
          style: 'solid',
          width: 5,
        };
        laneTypes = [...laneTypes, made];
        type = made;
      }
    }
    const lane: Lane = {
      id: `route-${ctx.seq}`,
      from: action.from,
      to: action.to,
      type: type.id,
      direction: action.direction,
      label: action.label,
      ...(action.cost !== undefined ? { cost: action.cost } : {}),
    };
    return {
      state: withLiveMap(state, action.map, { lanes: [...map.lanes, lane], laneTypes }),
      outcome: {
        by: ctx.by,
        id: lane.id,
        from: placeName(map, action.from),
        to: placeName(map, action.to),
        kind: type.name,
      },
    };
  },
  describe: (action, outcome) => openWords(action.cost, outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [action.from, action.to])
      ? openWords(action.cost, outcome)
      : null,
});

export const mapRouteRemoveModule = defineAction({
  type: 'map.route.remove',
  kind: 'map',
  schema: z.strictObject({ type: z.literal('map.route.remove'), map: idSchema, route: idSchema }),
  apply(state, action, ctx) {
    const { map } = mapInPlay(ctx.header.scenario, state.maps, action.map);
    const lane = map.lanes.find((l) => l.id === action.route);
    if (!lane) throw new ActionRejected(`${map.name} has no route "${action.route}"`);
    return {
      state: withLiveMap(state, action.map, {
        lanes: map.lanes.filter((l) => l.id !== lane.id),
      }),
      outcome: {
        by: ctx.by,
        from: placeName(map, lane.from),
        to: placeName(map, lane.to),
        fromAt: lane.from,
        toAt: lane.to,
      },
    };
  },
  describe: (_action, outcome) => closeWords(outcome),
  describeFor: (action, outcome, header, viewer): string | null =>
    seenBy(header, viewer, action.map, [
      outcomeText(outcome, 'fromAt'),
      outcomeText(outcome, 'toAt'),
    ])
      ? closeWords(outcome)
      : null,
});

export const mapShowModule = defineAction({
  type: 'map.show',
  kind: 'map',
  schema: z.strictObject({ type: z.literal('map.show'), map: idSchema.nullable() }),
  apply(state, action, ctx) {
    if (action.map !== null) mapInPlay(ctx.header.scenario, state.maps, action.map);
    if (state.maps.shown === action.map)
      throw new ActionRejected(
        action.map ? 'That map is already on the display' : 'No map is on the display',
      );
    const name = ctx.header.scenario.maps.find((m) => m.id === action.map)?.name ?? '';
    return { state: { ...state, maps: { ...state.maps, shown: action.map } }, outcome: { name } };
  },
  describe: (action, outcome) =>
    action.map ? `Display shows the map ${outcomeText(outcome, 'name')}` : 'Display hides the map',
});
