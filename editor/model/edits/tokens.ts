import { tokenSchema, type MapDef, type MapToken } from '../../../scenarios/format/map.ts';
import { idsOf, uniqueId } from './ids.ts';
import { isPlace } from './places.ts';
import { dropItems, mapItems, sameValue } from './records.ts';
import { checked } from './validate.ts';

/** What the token tool puts down: the brush of `EditorSettings.token`, with a count. */
export interface TokenTemplate {
  label: string;
  colour: string;
  team: string | null;
  icon: string;
  count?: number;
}

/** A token patch: `team: null` takes the token away from its team. */
export type TokenPatch = Partial<Omit<MapToken, 'id' | 'team'>> & { team?: string | null };

/** The token as stored: no `team` field for a token that belongs to nobody. */
function withTeam(token: Omit<MapToken, 'team'>, team: string | null | undefined) {
  return team == null ? token : { ...token, team };
}

/** A new token on a place of the map (a board cell or a node); "token-N" ids. */
export function addToken(
  map: MapDef,
  at: string,
  template: TokenTemplate,
): { map: MapDef; id: string } {
  if (!isPlace(map, at)) throw new Error(`cannot put a token on "${at}": it is not on this map`);
  const id = uniqueId('token', idsOf(map.tokens));
  const { team, ...rest } = template;
  const token = checked(
    tokenSchema,
    withTeam({ ...rest, id, at, count: rest.count ?? 1 }, team),
    'the new token',
  );
  return { map: { ...map, tokens: [...map.tokens, token] }, id };
}

/** Moves tokens to another place; a place that is not on the map changes nothing. */
export function moveTokens(map: MapDef, ids: readonly string[], at: string): MapDef {
  if (!isPlace(map, at)) return map;
  const moving = new Set(ids);
  const tokens = mapItems(map.tokens, (t) => (moving.has(t.id) && t.at !== at ? { ...t, at } : t));
  return tokens === map.tokens ? map : { ...map, tokens };
}

export function updateToken(map: MapDef, id: string, patch: TokenPatch): MapDef {
  const current = map.tokens.find((t) => t.id === id);
  if (!current) return map;
  const { team, ...rest } = patch;
  const { team: currentTeam, ...base } = current;
  const merged = withTeam({ ...base, ...rest, id }, team === undefined ? currentTeam : team);
  const next = checked(tokenSchema, merged, `token "${id}"`);
  if (sameValue(next, current)) return map;
  if (next.at !== current.at && !isPlace(map, next.at))
    throw new Error(`token "${id}": "${next.at}" is not on this map`);
  return { ...map, tokens: mapItems(map.tokens, (t) => (t.id === id ? next : t)) };
}

export function removeTokens(map: MapDef, ids: readonly string[]): MapDef {
  const gone = new Set(ids);
  const tokens = dropItems(map.tokens, (t) => gone.has(t.id));
  return tokens === map.tokens ? map : { ...map, tokens };
}
