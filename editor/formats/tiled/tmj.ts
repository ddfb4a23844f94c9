import type { MapDef } from '../../../scenarios/format/map.ts';
import type { Tile } from '../../../scenarios/format/tiles.ts';
import { pixel } from '../../geometry/coords.ts';
import { geometryOf } from '../../geometry/geometry-of.ts';
import { encodePng } from '../image/png.ts';
import { tiledGrid, type TiledGrid } from './tiled-grid.ts';
import { turnedGid } from './tiled-gid.ts';
import { tilesetPicture, type LanesOf } from './tileset-picture.ts';

/**
 * A map as a Tiled map in its JSON format (.tmj, read by Tiled 1.8 and later): a tile layer
 * of the placements, object layers of the edge features (polylines), tokens (points) and
 * labels (text), and one embedded tileset of the whole tile library whose tiles carry the
 * tile's id, name, kind and attributes as properties. Tiled's JSON format cannot embed
 * pictures, so the tileset's picture is a PNG file beside the map, named in `image`.
 */

export interface TmjProperty {
  readonly name: string;
  readonly type: 'string' | 'int' | 'float' | 'bool' | 'color';
  readonly value: string | number | boolean;
}

export interface TiledExport {
  /** The .tmj file's content. */
  readonly map: Record<string, unknown>;
  /** The tileset's picture, to be written as `pictureName` beside the map. */
  readonly picture: Uint8Array<ArrayBuffer>;
  readonly pictureName: string;
  /** What the map holds that the Tiled map does not. */
  readonly warnings: readonly string[];
}

export type TiledResult =
  ({ readonly ok: true } & TiledExport) | { readonly ok: false; readonly problem: string };

export interface TiledOptions {
  /** The file name of the tileset picture, as the .tmj names it (beside the map). */
  readonly pictureName: string;
  /** A tile's lanes, drawn on its picture (hyperlanes); none by default. */
  readonly lanesOf?: LanesOf;
}

export function exportTiled(
  map: MapDef,
  tiles: readonly Tile[],
  options: TiledOptions,
): TiledResult {
  const grid = tiledGrid(map);
  if (typeof grid === 'string') return { ok: false, problem: grid };
  const geometry = geometryOf(map);
  const gids = new Map(tiles.map((t, i) => [t.id, i + 1]));
  const warnings: string[] = [];

  const data = new Array<number>(grid.columns * grid.rows).fill(0);
  let offBoard = 0;
  let ownChanges = 0;
  for (const [place, p] of Object.entries(map.placements)) {
    const cell = grid.cellOf(place);
    const gid = gids.get(p.tile);
    if (!cell || gid === undefined) {
      offBoard++;
      continue;
    }
    if (Object.keys(p.overrides).length > 0) ownChanges++;
    data[cell.y * grid.columns + cell.x] = turnedGid(gid, p.rotation, geometry.rotationSteps);
  }
  if (offBoard > 0)
    warnings.push(
      `${offBoard} placed ${offBoard === 1 ? 'tile is' : 'tiles are'} off the board and left out`,
    );
  if (ownChanges > 0)
    warnings.push(
      `${ownChanges} placed ${ownChanges === 1 ? 'copy has' : 'copies have'} changes of their own, which Tiled's tile layer cannot hold: the library tile is used`,
    );
  const pictured = tiles.filter((t) => t.image).length;
  if (pictured > 0)
    warnings.push(
      `${pictured} ${pictured === 1 ? "tile's picture is" : "tiles' pictures are"} drawn as colour and label`,
    );

  const picture = tilesetPicture(tiles, grid, options.lanesOf ?? (() => []));
  let nextObject = 1;
  const objectId = () => nextObject++;
  const layers: Record<string, unknown>[] = [
    {
      data,
      height: grid.rows,
      id: 1,
      name: 'Tiles',
      opacity: 1,
      type: 'tilelayer',
      visible: map.layers.tiles.visible,
      width: grid.columns,
      x: 0,
      y: 0,
    },
  ];
  const objectLayers: [string, boolean, Record<string, unknown>[]][] = [
    ['Edges', map.layers.edges.visible, edgeObjects(map, grid, objectId)],
    ['Tokens', map.layers.tokens.visible, tokenObjects(map, grid, objectId)],
    ['Labels', map.layers.labels.visible, labelObjects(map, grid, objectId)],
  ];
  for (const [name, visible, objects] of objectLayers)
    if (objects.length > 0)
      layers.push({
        draworder: 'topdown',
        id: layers.length + 1,
        name,
        objects,
        opacity: 1,
        type: 'objectgroup',
        visible,
        x: 0,
        y: 0,
      });

  const tileset = {
    columns: picture.columns,
    firstgid: 1,
    image: options.pictureName,
    imageheight: picture.image.height,
    imagewidth: picture.image.width,
    margin: 0,
    name: 'Tiles',
    spacing: 0,
    tilecount: tiles.length,
    tileheight: grid.tileHeight,
    tiles: tiles.map((tile, i) => ({ id: i, properties: tileProperties(tile), type: tile.kind })),
    tilewidth: grid.tileWidth,
  };
  const tmj: Record<string, unknown> = {
    compressionlevel: -1,
    height: grid.rows,
    ...(grid.stagger ? { hexsidelength: grid.stagger.sideLength } : {}),
    infinite: false,
    layers,
    nextlayerid: layers.length + 1,
    nextobjectid: nextObject,
    orientation: grid.orientation,
    properties: [
      property('name', map.name),
      property('description', map.description),
      ...Object.entries(map.attributes).map(([k, v]) => property(k, v)),
    ],
    renderorder: 'right-down',
    ...(grid.stagger ? { staggeraxis: grid.stagger.axis, staggerindex: grid.stagger.index } : {}),
    tileheight: grid.tileHeight,
    tilesets: [tileset],
    tilewidth: grid.tileWidth,
    type: 'map',
    version: '1.8',
    width: grid.columns,
  };
  return {
    ok: true,
    map: tmj,
    picture: encodePng(picture.image),
    pictureName: options.pictureName,
    warnings,
  };
}

/** A value as a Tiled property: numbers, yes/no, colours and text as such, the rest as JSON. */
export function property(name: string, value: unknown): TmjProperty {
  if (typeof value === 'number' && Number.isFinite(value))
    return { name, type: Number.isInteger(value) ? 'int' : 'float', value };
  if (typeof value === 'boolean') return { name, type: 'bool', value };
  if (typeof value === 'string')
    return /^#[0-9a-f]{6}$/i.test(value)
      ? { name, type: 'color', value: `#ff${value.slice(1).toLowerCase()}` }
      : { name, type: 'string', value };
  return { name, type: 'string', value: JSON.stringify(value ?? null) };
}

function tileProperties(tile: Tile): TmjProperty[] {
  return [
    property('id', tile.id),
    property('name', tile.name),
    property('label', tile.label),
    property('colour', tile.colour),
    property('border', tile.border),
    property('copies', tile.copies ?? 'unlimited'),
    ...Object.entries(tile.attributes).map(([k, v]) => property(k, v)),
    property('source', tile.source),
  ];
}

type NextId = () => number;

/** Where a point of the map falls in Tiled's pixels, measured from the cell it lies in. */
function pixelAt(map: MapDef, grid: TiledGrid, point: { x: number; y: number }, near?: string) {
  const geometry = geometryOf(map);
  const at = pixel(point.x, point.y);
  for (const place of [near, geometry.placeAt(at), geometry.places()[0]]) {
    const found = place ? grid.pixelOf(at, place) : null;
    if (found) return found;
  }
  return { x: 0, y: 0 };
}

const round = (n: number) => Math.round(n * 100) / 100;

function edgeObjects(map: MapDef, grid: TiledGrid, id: NextId): Record<string, unknown>[] {
  const geometry = geometryOf(map);
  const types = new Map(map.edgeTypes.map((t) => [t.id, t]));
  return Object.entries(map.edges).flatMap(([key, feature]) => {
    const segment = geometry.edgeSegment(key);
    if (!segment) return [];
    const cell = key.split('|').find((p) => grid.cellOf(p));
    const [a, b] = segment.map((p) => pixelAt(map, grid, p, cell));
    const type = types.get(feature.type);
    return [
      {
        height: 0,
        id: id(),
        name: type?.name ?? feature.type,
        polyline: [
          { x: 0, y: 0 },
          { x: round(b!.x - a!.x), y: round(b!.y - a!.y) },
        ],
        properties: [
          property('edge', key),
          property('type', feature.type),
          ...(feature.direction ? [property('direction', feature.direction)] : []),
          ...(type ? [property('colour', type.colour), property('blocks', type.blocks)] : []),
        ],
        rotation: 0,
        type: 'edge',
        visible: true,
        width: 0,
        x: round(a!.x),
        y: round(a!.y),
      },
    ];
  });
}

function tokenObjects(map: MapDef, grid: TiledGrid, id: NextId): Record<string, unknown>[] {
  const geometry = geometryOf(map);
  return map.tokens.flatMap((token) => {
    const centre = geometry.centre(token.at);
    if (!centre) return [];
    const at = pixelAt(map, grid, centre, token.at);
    return [
      {
        height: 0,
        id: id(),
        name: token.label || token.icon || token.id,
        point: true,
        properties: [
          property('id', token.id),
          property('at', token.at),
          property('colour', token.colour),
          property('count', token.count),
          property('icon', token.icon),
          ...(token.team ? [property('team', token.team)] : []),
        ],
        rotation: 0,
        type: 'token',
        visible: true,
        width: 0,
        x: round(at.x),
        y: round(at.y),
      },
    ];
  });
}

/** Text boxes sized from the font size, turned about their middle as the editor turns them. */
function labelObjects(map: MapDef, grid: TiledGrid, id: NextId): Record<string, unknown>[] {
  const scale = grid.tileWidth / (geometryOf(map).cellShape?.width ?? grid.tileWidth);
  return map.labels.map((label) => {
    const centre = pixelAt(map, grid, label);
    const size = Math.max(1, Math.round(label.size * scale));
    const width = Math.ceil(label.text.length * size * 0.6) + 2;
    const height = Math.ceil(size * 1.3);
    // Tiled turns a text box about its top-left corner: start that corner where turning the
    // box about its middle would put it.
    const angle = (label.rotation * Math.PI) / 180;
    const dx = -width / 2;
    const dy = -height / 2;
    return {
      height,
      id: id(),
      name: '',
      properties: [property('id', label.id)],
      rotation: label.rotation,
      text: {
        color: label.colour,
        halign: 'center',
        pixelsize: size,
        text: label.text,
        valign: 'center',
      },
      type: 'label',
      visible: true,
      width,
      x: round(centre.x + dx * Math.cos(angle) - dy * Math.sin(angle)),
      y: round(centre.y + dx * Math.sin(angle) + dy * Math.cos(angle)),
    };
  });
}
