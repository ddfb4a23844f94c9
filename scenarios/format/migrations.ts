import { uniqueSlug } from './slug.ts';

/**
 * Ordered, pure upgrades of scenario documents. Each takes a document of version `from`
 * (already known to carry that schemaVersion, otherwise unchecked) and returns one of
 * version `from + 1`. Never edit a shipped migration: add the next one.
 */
export interface Migration {
  from: number;
  describe: string;
  up(doc: Record<string, unknown>): Record<string, unknown>;
}

const DEFAULT_COLOURS = ['#3b6fd8', '#d8553b', '#3ba86b', '#c9a227', '#8a4fd1', '#2aa6b8'];

/** "20-45", "20–45", "up to 40", 45 → {min, max}; anything else → 1..1 (the v1 schema then asks for a fix). */
function parsePlayers(value: unknown): { min: number; max: number } {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const n = Math.max(1, Math.round(value));
    return { min: n, max: n };
  }
  if (typeof value === 'string') {
    // \u2013 is the en dash (escaped: the CLI's bundle stays ASCII, see bin/lodestar.js).
    const range = /(\d+)\s*(?:-|\u2013|to)\s*(\d+)/.exec(value);
    if (range) return { min: Number(range[1]), max: Number(range[2]) };
    const single = /(\d+)/.exec(value);
    if (single) {
      const n = Number(single[1]);
      return /up to/i.test(value) ? { min: 1, max: n } : { min: n, max: n };
    }
  }
  return { min: 1, max: 1 };
}

/** 240, "240", "4h", "3h30m", "3 h 30" → minutes; unknown → 60. */
function parseDuration(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.max(1, Math.round(value));
  if (typeof value === 'string') {
    const hm = /^\s*(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+)\s*m?)?\s*$/i.exec(value);
    if (hm && (hm[1] || hm[2])) {
      const minutes = Math.round(Number(hm[1] ?? 0) * 60 + Number(hm[2] ?? 0));
      if (minutes > 0) return minutes;
    }
  }
  return 60;
}

function parseColour(value: unknown, index: number): string {
  if (typeof value === 'string') {
    if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
    if (short)
      return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  }
  return DEFAULT_COLOURS[index % DEFAULT_COLOURS.length] ?? '#888888';
}

function splitNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string') return [];
  return value
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Version 0 is the draft layout that early scenario sheets were exported in, and the one a
 * designer can still write by hand: a flat `title`, `designer`, `players` ("20-45"),
 * `duration` ("4h") and teams whose `roles` repeat one name per seat.
 */
const draftToV1: Migration = {
  from: 0,
  describe: 'draft layout → meta block, player range, minutes, team ids and counted roles',
  up(doc) {
    const teamIds = new Set<string>();
    const rawTeams = Array.isArray(doc.teams) ? doc.teams : [];
    const teams = rawTeams.map((raw: unknown, i: number) => {
      const team = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
      const name = typeof team.name === 'string' ? team.name : `Team ${i + 1}`;
      const roleIds = new Set<string>();
      const counts = new Map<string, number>();
      for (const role of splitNames(team.roles)) counts.set(role, (counts.get(role) ?? 0) + 1);
      return {
        id: uniqueSlug(name, teamIds, 'team'),
        name,
        colour: parseColour(team.color ?? team.colour, i),
        kind: team.office === true ? 'office' : 'team',
        description: typeof team.notes === 'string' ? team.notes : '',
        roles: [...counts].map(([roleName, count]) => ({
          id: uniqueSlug(roleName, roleIds, 'role'),
          name: roleName,
          count,
          description: '',
        })),
      };
    });
    const {
      title,
      designer,
      designers,
      credits,
      players,
      duration,
      description,
      tags,
      teams: _t,
      ...rest
    } = doc;
    void _t;
    return {
      ...rest,
      schemaVersion: 1,
      meta: {
        title: typeof title === 'string' ? title : '',
        designers: splitNames(designers ?? designer),
        credits: typeof credits === 'string' ? credits : '',
        players: parsePlayers(players),
        durationMinutes: parseDuration(duration),
        description: typeof description === 'string' ? description : '',
        tags: splitNames(tags),
      },
      teams,
    };
  },
};

export const migrations: readonly Migration[] = [draftToV1];
