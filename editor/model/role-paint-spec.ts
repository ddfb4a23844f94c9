import type { RoleBrush } from './template-edits.ts';

/**
 * The command line's way to paint template roles: `PLACE=ROLE` steps separated by spaces or
 * semicolons, where ROLE is `home[:SEAT]`, `fixed:TILE[:TURN]`, `hyperlane:TILE[:TURN]`,
 * `open[:TIER]`, `closed` or `clear`. `1,-1=closed; 2,-1=home:3`.
 */
export interface PaintStep {
  readonly place: string;
  readonly brush: RoleBrush;
}

export type PaintSpec = { ok: true; steps: PaintStep[] } | { ok: false; problem: string };

const turn = (text: string | undefined): number | null => {
  if (text === undefined || text === '') return 0;
  return /^[0-5]$/.test(text) ? Number(text) : null;
};

function brushOf(text: string): RoleBrush | string {
  const [role = '', ...rest] = text.split(':');
  const arg = rest.join(':');
  switch (role) {
    case 'home': {
      if (arg === '') return { role: 'home', seat: null };
      const seat = Number(arg);
      return Number.isInteger(seat) && seat >= 1 && seat <= 64
        ? { role: 'home', seat }
        : `seat "${arg}" is not a whole number from 1 to 64`;
    }
    case 'fixed':
    case 'hyperlane': {
      const [tile = '', rotation] = rest;
      if (!tile) return `${role} needs a tile: ${role}:TILE[:TURN]`;
      const r = turn(rotation);
      return r === null ? `turn "${rotation}" is not 0 to 5` : { role, tile, rotation: r };
    }
    case 'open':
      return { role: 'open', tier: arg === '' ? null : arg };
    case 'closed':
    case 'clear':
      return arg === '' ? { role } : `${role} takes nothing after it`;
    default:
      return `unknown role "${role}" (home, fixed, hyperlane, open, closed, clear)`;
  }
}

export function parsePaintSpec(text: string): PaintSpec {
  const steps: PaintStep[] = [];
  for (const part of text.split(/[;\s]+/).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) return { ok: false, problem: `"${part}" is not PLACE=ROLE` };
    const brush = brushOf(part.slice(eq + 1));
    if (typeof brush === 'string') return { ok: false, problem: `"${part}": ${brush}` };
    steps.push({ place: part.slice(0, eq), brush });
  }
  if (steps.length === 0) return { ok: false, problem: 'nothing to paint' };
  return { ok: true, steps };
}
