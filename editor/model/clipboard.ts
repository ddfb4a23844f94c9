import type {
  EdgeFeature,
  EdgeType,
  Lane,
  LaneType,
  MapLabel,
  MapNode,
  MapToken,
  Placement,
  Visibility,
} from '../../scenarios/format/map.ts';

/**
 * What copy and cut put aside: everything on the selected places, with positions made
 * relative to the copied set's anchor, so that it can be pasted anywhere on this map or on
 * another map of the same grid kind. Edge and lane types travel with it, so that a paste on
 * another map can define the ones that map lacks.
 */
export interface Clipboard {
  readonly gridKind: 'hex' | 'square' | 'graph';
  /** Relative cell keys ("dq,dr" / "dx,dy") or node ids → what was there. */
  readonly placements: Readonly<Record<string, Placement>>;
  readonly notes: Readonly<Record<string, string>>;
  readonly visibility: Readonly<Record<string, Visibility>>;
  /** Relative edge keys. */
  readonly edges: Readonly<Record<string, EdgeFeature>>;
  readonly edgeTypes: readonly EdgeType[];
  /** Tokens with `at` relative like the places. */
  readonly tokens: readonly MapToken[];
  /** Labels and nodes with x, y relative to the anchor point. */
  readonly labels: readonly MapLabel[];
  readonly nodes: readonly MapNode[];
  readonly lanes: readonly Lane[];
  readonly laneTypes: readonly LaneType[];
}
