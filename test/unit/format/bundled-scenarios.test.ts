import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { scenarioSchema, seatCount, type Scenario } from '../../../scenarios/format/schema.ts';
import { blankScenario, bundledScenarios } from '../../../scenarios/library/index.ts';

const fileText = (id: string) =>
  readFileSync(new URL(`../../../scenarios/library/${id}.lodestar.json`, import.meta.url), 'utf8');

function bundled(id: string): Scenario {
  const found = bundledScenarios.find((b) => b.id === id);
  if (!found) throw new Error(`no bundled scenario "${id}"`);
  return found.scenario;
}

const playingTeams = (s: Scenario) => s.teams.filter((t) => t.kind === 'team');
const roleNames = (team: Scenario['teams'][number]) => team.roles.map((r) => r.name);

describe('bundled scenarios', () => {
  it('are So Say We All and Aquila Rift, in that order', () => {
    expect(bundledScenarios.map((b) => b.id)).toEqual(['so-say-we-all', 'aquila-rift']);
  });

  it.each(bundledScenarios.map((b) => [b.id]))(
    '%s: its file loads as a current, valid scenario that spells out every field',
    (id) => {
      const text = fileText(id);
      const result = parseScenarioText(text);
      expect(result).toMatchObject({ ok: true, migratedFrom: null });
      if (!result.ok) return;
      expect(result.scenario).toEqual(bundled(id));
      // Nothing defaulted and nothing dropped: what a designer reads in the file is the scenario.
      expect(JSON.parse(text)).toEqual(result.scenario);
    },
  );

  it.each(bundledScenarios.map((b) => [b.id, b.scenario] as const))(
    '%s: seats the players it advertises, with distinct team colours and honest text',
    (_id, scenario) => {
      expect(seatCount(scenario)).toBe(scenario.meta.players.max);
      const colours = scenario.teams.map((t) => t.colour.toLowerCase());
      expect(new Set(colours).size).toBe(colours.length);
      expect(scenario.meta.designers.length).toBeGreaterThan(0);
      expect(scenario.meta.description.length).toBeGreaterThan(100);
      for (const team of scenario.teams) {
        expect(team.description).not.toBe('');
        for (const role of team.roles) expect(role.description).not.toBe('');
      }
    },
  );
});

describe('So Say We All', () => {
  const s = bundled('so-say-we-all');
  const crew = ['Captain', 'Crew Chief', 'Communications Officer', 'Navigation Officer'];

  it('seats 45 players on 11 ships: the Prosecutor, 2 refinery, 2 plantation, 6 civilian', () => {
    expect(s.meta.players).toEqual({ min: 45, max: 45 });
    expect(seatCount(s)).toBe(45);
    const ships = playingTeams(s);
    expect(ships).toHaveLength(11);
    expect(ships.filter((t) => /^Refinery ship/.test(t.description))).toHaveLength(2);
    expect(ships.filter((t) => /^Plantation ship/.test(t.description))).toHaveLength(2);
    expect(ships.filter((t) => /^Civilian passenger ship/.test(t.description))).toHaveLength(6);
  });

  it('crews the Prosecutor with five and every other ship with four, one of each role', () => {
    const [prosecutor, ...others] = playingTeams(s);
    expect(prosecutor?.name).toBe('R.E.C. Prosecutor');
    expect(roleNames(prosecutor!)).toEqual([...crew, 'Executive Officer']);
    for (const ship of others) {
      expect(roleNames(ship)).toEqual(crew);
      expect(ship.roles.every((r) => r.count === 1)).toBe(true);
      expect(ship.description).toMatch(/name was lost/);
    }
  });

  it('holds the four government posts in one office that adds no seats', () => {
    const offices = s.teams.filter((t) => t.kind === 'office');
    expect(offices).toHaveLength(1);
    expect(roleNames(offices[0]!)).toEqual([
      'President',
      'Vice President',
      'Fleet Commander',
      'Voice of the Fleet',
    ]);
    expect(offices[0]!.roles.every((r) => r.count === 1)).toBe(true);
  });

  it('lasts twelve 35-minute turns, and says so', () => {
    expect(s.meta.durationMinutes).toBe(12 * 35);
    expect(s.meta.description).toMatch(/35 minutes/);
    expect(s.meta.description).toMatch(/8 to 12 turns/);
    expect(s.meta.tags).toEqual(expect.arrayContaining(['megagame', 'sci-fi']));
  });
});

describe('Aquila Rift', () => {
  const s = bundled('aquila-rift');

  it('seats up to 40 players in factions that each include all three roles', () => {
    expect(s.meta.players.max).toBe(40);
    expect(s.meta.designers).toEqual(['Dillon Burke']);
    expect(s.meta.durationMinutes).toBe(240);
    for (const faction of s.teams) {
      expect(faction.kind).toBe('team');
      expect(roleNames(faction)).toEqual([
        'Pirate Captain',
        'Colony Governor',
        'Space Patrol Captain',
      ]);
      expect(faction.roles.every((r) => r.count > 0)).toBe(true);
    }
  });

  it('says plainly that the factions are an editable assumption', () => {
    expect(s.meta.description).toMatch(/rules do not say how many factions/);
    expect(s.meta.description).toMatch(/editable assumption/);
    for (const faction of s.teams) expect(faction.description).toMatch(/assumptions: edit them/);
  });
});

describe('blankScenario', () => {
  it('is a valid scenario with the title, a player range, a duration and nothing else', () => {
    const s = blankScenario('  Night of the Long Knives ');
    expect(scenarioSchema.parse(s)).toEqual(s);
    expect(s.meta.title).toBe('Night of the Long Knives');
    expect(s.teams).toEqual([]);
    expect(seatCount(s)).toBe(0);
    expect(s.meta.players.min).toBeLessThanOrEqual(s.meta.players.max);
    expect(s.meta.durationMinutes).toBeGreaterThan(0);
  });

  it.each(['', '   ', '\n\t'])(
    'names a scenario with the blank title %j "Untitled scenario"',
    (title) => {
      expect(blankScenario(title).meta.title).toBe('Untitled scenario');
    },
  );

  it('shortens a title longer than the schema allows', () => {
    const s = blankScenario(`${'x'.repeat(199)} ${'y'.repeat(50)}`);
    expect(s.meta.title).toBe('x'.repeat(199));
    expect(scenarioSchema.safeParse(s).success).toBe(true);
  });

  it('returns a fresh object each time', () => {
    const a = blankScenario('A');
    a.meta.players.min = 99;
    expect(blankScenario('A').meta.players.min).not.toBe(99);
  });
});
