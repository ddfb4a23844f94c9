import type { GalaxyTemplate, TemplatePlace } from '../../scenarios/format/galaxy-templates.ts';
import type { Grid } from '../../scenarios/format/map.ts';
import { templateBoard } from '../analysis/generate/template-layout.ts';
import { geometryOf } from '../geometry/geometry-of.ts';

/**
 * Role painting on a galaxy template: what the template mode's role tool does to a template's
 * `places`. Pure: every paint returns a new template and the entries it replaced, so the
 * editor can undo a stroke exactly, and seats stay unique however the designer paints.
 */

/** What the role tool paints. `seat: null` on a home takes the next free seat. */
export type RoleBrush =
  | { readonly role: 'home'; readonly seat: number | null }
  | { readonly role: 'fixed' | 'hyperlane'; readonly tile: string; readonly rotation: number }
  | { readonly role: 'open'; readonly tier: string | null }
  | { readonly role: 'closed' }
  /** Back to the default: an open place in no tier (the entry is removed). */
  | { readonly role: 'clear' };

/** The entries a paint replaced, by place (undefined: the place was not listed). */
export type PlacesBefore = Readonly<Record<string, TemplatePlace | undefined>>;

export interface PaintResult {
  readonly template: GalaxyTemplate;
  readonly before: PlacesBefore;
  /** Whether anything changed (a stroke over places already so is no step to undo). */
  readonly changed: boolean;
}

/** Every place on the template's board, in the geometry's order. */
export function templatePlaces(template: GalaxyTemplate): string[] {
  return [...geometryOf(templateBoard(template)).places()];
}

/** Seats held by homes, place by place. */
function seatsTaken(places: Readonly<Record<string, TemplatePlace>>): Map<number, string> {
  const taken = new Map<number, string>();
  for (const [place, role] of Object.entries(places))
    if (role.role === 'home' && role.seat !== null) taken.set(role.seat, place);
  return taken;
}

/** The lowest seat in 1..players no home holds, or null when every seat is taken. */
export function nextFreeSeat(template: Pick<GalaxyTemplate, 'places' | 'players'>): number | null {
  const taken = seatsTaken(template.places);
  for (let seat = 1; seat <= template.players; seat++) if (!taken.has(seat)) return seat;
  return null;
}

function sameRole(a: TemplatePlace | undefined, b: TemplatePlace | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Paints `brush` onto `places` in order. Places off the board are left alone. A home takes
 * the chosen seat (the home that held it loses its seat, so seats stay unique) or the next
 * free one (none free: an unseated home the panel reports).
 */
export function paintPlaces(
  template: GalaxyTemplate,
  places: readonly string[],
  brush: RoleBrush,
  board: ReadonlySet<string> = new Set(templatePlaces(template)),
): PaintResult {
  const next: Record<string, TemplatePlace> = { ...template.places };
  const before: Record<string, TemplatePlace | undefined> = {};
  const remember = (place: string) => {
    if (!(place in before)) before[place] = template.places[place];
  };
  const set = (place: string, role: TemplatePlace | undefined) => {
    if (sameRole(next[place], role)) return;
    remember(place);
    if (role === undefined) delete next[place];
    else next[place] = role;
  };
  for (const place of places) {
    if (!board.has(place)) continue;
    switch (brush.role) {
      case 'clear':
        set(place, undefined);
        break;
      case 'closed':
        set(place, { role: 'closed' });
        break;
      case 'open':
        set(
          place,
          brush.tier === null ? undefined : { role: 'open', tier: brush.tier, only: null },
        );
        break;
      case 'fixed':
      case 'hyperlane':
        set(place, { role: brush.role, tile: brush.tile, rotation: brush.rotation });
        break;
      case 'home': {
        const current = next[place];
        if (brush.seat === null && current?.role === 'home' && current.seat !== null) break;
        const seat = brush.seat ?? nextFreeSeat({ places: next, players: template.players });
        if (seat !== null) {
          const holder = seatsTaken(next).get(seat);
          if (holder !== undefined && holder !== place) set(holder, { role: 'home', seat: null });
        }
        set(place, { role: 'home', seat });
        break;
      }
    }
  }
  const changed = Object.keys(before).length > 0;
  return { template: changed ? { ...template, places: next } : template, before, changed };
}

/** Puts back the entries a paint replaced: the template as it was before the paint. */
export function restorePlaces(template: GalaxyTemplate, before: PlacesBefore): GalaxyTemplate {
  const places: Record<string, TemplatePlace> = { ...template.places };
  for (const [place, role] of Object.entries(before)) {
    if (role === undefined) delete places[place];
    else places[place] = role;
  }
  return { ...template, places };
}

/** One thing the Properties panel says about a template. */
export interface TemplateProblem {
  readonly level: 'error' | 'warning';
  /** The place it is about, if one. */
  readonly place: string | null;
  readonly message: string;
}

/** What the template is checked against: the scenario's tiles and pools. */
export interface TemplateContext {
  readonly tiles: ReadonlySet<string>;
  readonly pools: ReadonlySet<string>;
}

/** Everything wrong with a template, errors first, in words a designer can act on. */
export function templateProblems(
  template: GalaxyTemplate,
  ctx: TemplateContext,
  board: ReadonlySet<string> = new Set(templatePlaces(template)),
): TemplateProblem[] {
  const errors: TemplateProblem[] = [];
  const warnings: TemplateProblem[] = [];
  const seats = new Map<number, string>();
  let homes = 0;
  if (!ctx.pools.has(template.pool))
    errors.push({ level: 'error', place: null, message: `no tile pool "${template.pool}"` });
  for (const [place, role] of Object.entries(template.places)) {
    if (!board.has(place))
      warnings.push({ level: 'warning', place, message: `${place} is not on the board` });
    if (role.role === 'home') {
      homes++;
      if (role.seat === null)
        warnings.push({ level: 'warning', place, message: `home at ${place} has no seat` });
      else if (role.seat > template.players)
        errors.push({
          level: 'error',
          place,
          message: `home at ${place} has seat ${role.seat}, but the template seats ${template.players}`,
        });
      else if (seats.has(role.seat))
        errors.push({
          level: 'error',
          place,
          message: `seat ${role.seat} is at both ${seats.get(role.seat)} and ${place}`,
        });
      else seats.set(role.seat, place);
    }
    if ((role.role === 'fixed' || role.role === 'hyperlane') && !ctx.tiles.has(role.tile))
      errors.push({
        level: 'error',
        place,
        message: `${role.role} tile "${role.tile}" at ${place} is not in the tile library`,
      });
    if (role.role === 'open' && role.tier !== null && !template.tiers.includes(role.tier))
      warnings.push({
        level: 'warning',
        place,
        message: `tier "${role.tier}" at ${place} is not one of the template's tiers`,
      });
  }
  if (homes !== template.players)
    warnings.push({
      level: 'warning',
      place: null,
      message: `${homes} home${homes === 1 ? '' : 's'} for ${template.players} players`,
    });
  return [...errors, ...warnings];
}

/** A new template over a map's grid and cells: every place open, nothing dealt yet. */
export function newTemplateFromGrid(
  grid: Grid,
  cells: readonly string[],
  fields: { id: string; name: string; players: number; pool: string },
): GalaxyTemplate {
  return {
    ...fields,
    description: '',
    grid,
    cells: [...cells],
    places: {},
    tiers: [],
    swapWithinTiers: false,
    deal: { order: 'snake', adjoinPlaced: false, homesInHand: false, perPlayer: null },
  };
}

/** An id not yet used by any of `taken`: `base`, else `base-2`, `base-3`… */
export function freeTemplateId(base: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((t) => t.id));
  if (!ids.has(base)) return base;
  for (let n = 2; ; n++) if (!ids.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A copy of a template under a new id, beside the original. */
export function duplicateTemplate(
  templates: readonly GalaxyTemplate[],
  id: string,
): GalaxyTemplate[] {
  const index = templates.findIndex((t) => t.id === id);
  const source = templates[index];
  if (!source) return [...templates];
  const copy = {
    ...source,
    id: freeTemplateId(`${id}-copy`, templates),
    name: `${source.name} (copy)`,
  };
  return [...templates.slice(0, index + 1), copy, ...templates.slice(index + 1)];
}

/** A new player count: homes whose seat no longer exists keep their place but lose the seat. */
export function setPlayers(template: GalaxyTemplate, players: number): GalaxyTemplate {
  if (players === template.players) return template;
  const places: Record<string, TemplatePlace> = {};
  for (const [place, role] of Object.entries(template.places))
    places[place] =
      role.role === 'home' && role.seat !== null && role.seat > players
        ? { role: 'home', seat: null }
        : role;
  return { ...template, players, places };
}
