/**
 * The trackers as one sheet, for the scenario page: every tracker with who holds it, its
 * bounds and what produces it, and for team trackers a cell per team with that team's start
 * (its own, where the scenario gives one). Read from the scenario as the page holds it, before
 * defaults are filled in; edits return a new list of trackers.
 */

type Raw = Readonly<Record<string, unknown>>;

export interface SheetTeam {
  id: string;
  name: string;
}

export interface SheetCell {
  team: string;
  holds: boolean;
  start: number;
  /** The team's own start, where it differs from the tracker's. */
  own: boolean;
  min: number | null;
  max: number | null;
}

export interface SheetTracker {
  index: number;
  id: string;
  name: string;
  scope: 'global' | 'team' | 'player';
  start: number;
  min: number | null;
  max: number | null;
  /** "every team", "Galactica, Pegasus", "Galactica, Pegasus and 3 more", "the game". */
  holders: string;
  /** Every holder named, for a tooltip. */
  holdersInFull: string;
  /** Team trackers only: one per team of kind "team", in the scenario's order. */
  cells: SheetCell[];
  /** "Refining: +2 per Ore (at most 5)", each production that adds to it. */
  producedBy: string[];
}

const record = (v: unknown): Raw => (v && typeof v === 'object' ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(record) : []);
const str = (v: unknown, fallback = '') => (typeof v === 'string' && v !== '' ? v : fallback);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A bound as the file holds it: absent means the default (min 0, max none); null none. */
const bound = (v: unknown, fallback: number | null): number | null =>
  v === undefined ? fallback : num(v);
const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The teams a team tracker can be held by: those of kind "team". */
export function sheetTeams(scenario: unknown): SheetTeam[] {
  return list(record(scenario)['teams'])
    .filter((t) => t['kind'] === undefined || t['kind'] === 'team')
    .flatMap((t) =>
      typeof t['id'] === 'string' ? [{ id: t['id'], name: str(t['name'], t['id']) }] : [],
    );
}

export function trackerSheet(scenario: unknown): { teams: SheetTeam[]; trackers: SheetTracker[] } {
  const s = record(scenario);
  const teams = sheetTeams(s);
  const teamName = new Map(
    list(s['teams']).map((t) => [str(t['id']), str(t['name'], str(t['id']))]),
  );
  const roleName = new Map(
    list(s['teams']).flatMap((t) =>
      list(t['roles']).map((r) => [str(r['id']), str(r['name'], str(r['id']))]),
    ),
  );
  const raw = list(s['trackers']);
  const trackerName = new Map(raw.map((t) => [str(t['id']), str(t['name'], str(t['id']))]));
  const productions = list(s['productions']);
  const trackers = raw.map((t, index): SheetTracker => {
    const id = str(t['id']);
    const scope = t['scope'] === 'global' || t['scope'] === 'player' ? t['scope'] : 'team';
    const start = num(t['start']) ?? 0;
    const min = bound(t['min'], 0);
    const max = bound(t['max'], null);
    const listed = ids(t['teams']);
    const roles = ids(t['roles']);
    const perTeam = record(t['perTeam']);
    const named =
      scope === 'global'
        ? 'the game'
        : scope === 'player'
          ? roles.length === 0
            ? 'every player'
            : roles.map((r) => roleName.get(r) ?? r).join(', ')
          : listed.length === 0
            ? 'every team'
            : listed.map((x) => teamName.get(x) ?? x).join(', ');
    const names = scope === 'team' ? listed : scope === 'player' ? roles : [];
    const holders =
      names.length > 2
        ? `${names
            .slice(0, 2)
            .map((x) => (scope === 'team' ? teamName : roleName).get(x) ?? x)
            .join(', ')} and ${names.length - 2} more`
        : named;
    const cells =
      scope !== 'team'
        ? []
        : teams.map((team) => {
            const own = record(perTeam[team.id]);
            const ownStart = num(own['start']);
            return {
              team: team.id,
              holds: listed.length === 0 || listed.includes(team.id),
              start: ownStart ?? start,
              own: ownStart !== null && ownStart !== start,
              min: 'min' in own ? bound(own['min'], min) : min,
              max: 'max' in own ? bound(own['max'], max) : max,
            };
          });
    const producedBy = productions
      .filter((p) => p['output'] === id)
      .map((p) => {
        const rate = num(p['rate']) ?? 0;
        const input = typeof p['input'] === 'string' ? p['input'] : null;
        const cap = num(p['inputMax']);
        const signed = rate >= 0 ? `+${rate}` : String(rate);
        const per = input
          ? ` per ${trackerName.get(input) ?? input}${cap !== null ? ` (up to ${cap})` : ''}`
          : '';
        return `${str(p['name'], str(p['id']))}: ${signed}${per}`;
      });
    return {
      index,
      id,
      name: str(t['name'], id || `Tracker ${index + 1}`),
      scope,
      start,
      min,
      max,
      holders,
      holdersInFull: named,
      cells,
      producedBy,
    };
  });
  return { teams, trackers };
}

/**
 * The trackers with one team's start set: the tracker's own start (or null) drops the team's
 * override, keeping any own limits it has.
 */
export function withTeamStart(
  trackers: unknown,
  index: number,
  team: string,
  start: number | null,
): Raw[] {
  return list(trackers).map((t, i) => {
    if (i !== index) return t;
    const perTeam: Record<string, unknown> = { ...record(t['perTeam']) };
    const { start: _, ...limits } = record(perTeam[team]);
    const same = start === null || start === (num(t['start']) ?? 0);
    const next = same ? limits : { ...limits, start };
    if (Object.keys(next).length === 0) delete perTeam[team];
    else perTeam[team] = next;
    return { ...t, perTeam };
  });
}

/**
 * The trackers with one team holding a team tracker or not. A tracker every team holds lists
 * no teams; taking one away lists the others, and giving the last one back lists none again.
 */
export function withHolding(
  trackers: unknown,
  index: number,
  team: string,
  holds: boolean,
  teams: readonly SheetTeam[],
): Raw[] {
  return list(trackers).map((t, i) => {
    if (i !== index) return t;
    const listed = ids(t['teams']);
    const current = listed.length === 0 ? teams.map((x) => x.id) : listed;
    const next = holds
      ? teams.map((x) => x.id).filter((id) => id === team || current.includes(id))
      : current.filter((id) => id !== team);
    // No teams listed means every team: the last holder cannot be taken away here.
    if (next.length === 0) return t;
    const all = teams.every((x) => next.includes(x.id));
    return { ...t, teams: all ? [] : next };
  });
}
