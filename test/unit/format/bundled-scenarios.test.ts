import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenarioText } from '../../../scenarios/format/parse.ts';
import { scenarioSchema, seatCount, type Scenario } from '../../../scenarios/format/schema.ts';
import { blankScenario, bundledScenarios } from '../../../scenarios/library/index.ts';
import { expandPlan, planTotalMs } from '../../../features/clock/plan.ts';
import { placeLocalTime, nextLocalTimeAfter } from '../../../features/clock/local-time.ts';

const MINUTE = 60_000;

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
  it('are So Say We All, Aquila Rift, the TI3 patch and Europe at War, in that order', () => {
    expect(bundledScenarios.map((b) => b.id)).toEqual([
      'so-say-we-all',
      'aquila-rift',
      'ti3-patch',
      'ti4-galaxy',
      'europe-at-war',
      'free-captain-solo',
      'rifle-and-axe',
      'naval-duel',
      'duel-of-iron',
    ]);
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

describe('So Say We All schedule', () => {
  const { schedule } = bundled('so-say-we-all');
  const plan = expandPlan(schedule);

  it('plays ten 35-minute turns of Reconciliation, Commitment and Negotiation', () => {
    expect(schedule.startTime).toBeUndefined();
    expect(schedule.hardStop).toBeUndefined();
    expect(plan).toHaveLength(30);
    for (let turn = 1; turn <= 10; turn++) {
      const phases = plan.filter((p) => p.turn === turn);
      expect(phases.map((p) => p.name)).toEqual(['Reconciliation', 'Commitment', 'Negotiation']);
      expect(planTotalMs(phases)).toBe(35 * MINUTE);
      expect(phases[0]?.turnLabel).toBe(`Turn ${turn}`);
    }
    expect(new Set(plan.slice(0, 3).map((p) => p.colour)).size).toBe(3);
  });

  it('marks the lost split of the 35 minutes as an assumption, and says why', () => {
    for (const phase of schedule.blocks[0]!.phases) {
      expect(phase.assumed).toBe(true);
      expect(phase.description).toMatch(/assumption/);
    }
  });

  it('bites with open events at Reconciliation, draws the events at Commitment, and produces and opens the Black Market at Negotiation', () => {
    const [reconciliation, commitment, negotiation] = schedule.blocks[0]!.phases;
    // Feeding is Phase 1's upkeep; the production steps run at Negotiation.
    expect(reconciliation?.atStart).toEqual([
      { kind: 'event-upkeep', rules: 'event-boxes' },
      { kind: 'produce', productions: ['feeding'] },
    ]);
    expect(commitment?.atStart).toEqual([
      { kind: 'announce', text: 'Event cards are drawn for every ship', urgent: false },
      { kind: 'deal', deck: 'events', count: 1, teams: [], to: 'play', limit: 1 },
    ]);
    expect(negotiation?.atStart[0]).toEqual({
      kind: 'produce',
      productions: [
        'refinery-fuel',
        'plantation-food',
        'converted-refinery-fuel',
        'converted-plantation-food',
      ],
    });
    expect(negotiation?.atStart[1]).toMatchObject({ kind: 'announce', text: /Black Market open/ });
  });

  it('has the Ashiva acting every 2 minutes and the 5-minute execution time-out', () => {
    const [ashiva, timeOut] = schedule.timers;
    expect(ashiva).toMatchObject({ name: 'Ashiva combat', kind: 'repeating', seconds: 120 });
    expect(ashiva?.cues).toEqual([
      expect.objectContaining({ atSeconds: 0, message: 'The Ashiva act' }),
    ]);
    expect(timeOut).toMatchObject({ kind: 'countdown', seconds: 300 });
    expect(timeOut?.then).toBe("Reveal the player's true allegiance to the Fleet");
  });
});

describe('TI3 patch schedule', () => {
  const { schedule } = bundled('ti3-patch');
  const plan = expandPlan(schedule);

  it('plays rounds of untimed Strategy, Action and Status phases', () => {
    expect(schedule.blocks.map((b) => [b.label, b.repeat])).toEqual([['Round', 8]]);
    expect(plan.slice(0, 4).map((p) => `${p.turnLabel} · ${p.name}`)).toEqual([
      'Round 1 · Strategy',
      'Round 1 · Action',
      'Round 1 · Status',
      'Round 2 · Strategy',
    ]);
    expect(plan.every((p) => p.untimed === true && p.plannedMs === 0)).toBe(true);
    // Each phase says what happens in it, with the booklet's lines.
    for (const phase of schedule.blocks[0]!.phases) expect(phase.description).toMatch(/\(L\d+/);
  });
});

describe('Aquila Rift schedule', () => {
  const { schedule } = bundled('aquila-rift');
  const plan = expandPlan(schedule);

  it('runs six cycles of Map, Committee and a 5-minute Free phase within 4pm–8pm', () => {
    expect(schedule.startTime).toBe('16:00');
    expect(schedule.hardStop).toBe('20:00');
    expect(plan).toHaveLength(18);
    expect(plan.slice(0, 3).map((p) => p.name)).toEqual([
      'Map Phase',
      'Committee Phase',
      'Free Phase',
    ]);
    expect(plan[2]).toMatchObject({ plannedMs: 5 * MINUTE, assumed: false });
    expect(plan.at(-1)?.turnLabel).toBe('Cycle 6');
    const start = placeLocalTime(Date.UTC(2017, 5, 3, 4), schedule.startTime!, 12 * 60);
    const hardStop = nextLocalTimeAfter(start, schedule.hardStop!, 12 * 60);
    expect(hardStop - start).toBe(4 * 60 * MINUTE);
    expect(start + planTotalMs(plan)).toBeLessThanOrEqual(hardStop);
  });

  it('starts a three-turn counter for each of the five map tables at every Map Phase', () => {
    const map = plan.filter((p) => p.phaseId === 'map');
    expect(map).toHaveLength(6);
    for (const p of map)
      expect(p.atStart).toEqual([{ kind: 'start-timer', template: 'map-tables' }]);
    const tables = schedule.timers.find((t) => t.id === 'map-tables');
    expect(tables).toMatchObject({ kind: 'turn-counter', maxTurns: 3 });
    expect(tables?.scopes).toEqual(['Table 1', 'Table 2', 'Table 3', 'Table 4', 'Table 5']);
    const choice = schedule.timers.find((t) => t.id === 'committee-choice');
    expect(choice).toMatchObject({ kind: 'countdown', seconds: 30 });
    expect(choice?.cues.map((c) => c.atSeconds)).toEqual([5]);
  });

  it('awards on the hour: checkpoints at 1, 2, 3 and 4 hours', () => {
    expect(schedule.checkpoints.map((c) => c.afterMinutes)).toEqual([60, 120, 180, 240]);
    for (const c of schedule.checkpoints) {
      expect(c.label).toBe('Hourly award');
      expect(c.message).toMatch(/banked Plunder/);
    }
  });

  it('marks the guessed phase lengths as assumptions', () => {
    const [map, committee] = schedule.blocks[0]!.phases;
    for (const phase of [map, committee]) {
      expect(phase?.assumed).toBe(true);
      expect(phase?.description).toMatch(/assumption/);
    }
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

describe('So Say We All ships and event boxes', () => {
  const sswa = bundled('so-say-we-all');
  const ships = sswa.teams.filter((t) => t.kind === 'team').map((t) => t.id);

  it('gives all 11 ships Manpower, Wounded, Food, Fuel and Shuttles, and only the right ships a Refinery or Plantation crew', () => {
    expect(ships).toHaveLength(11);
    for (const id of ['manpower', 'wounded', 'food', 'fuel', 'shuttles'])
      expect(sswa.trackers.find((t) => t.id === id)).toMatchObject({ scope: 'team', teams: [] });
    const crew = sswa.trackers.find((t) => t.id === 'refinery-crew')!;
    expect(crew.teams).not.toContain('prosecutor');
    expect(crew.teams.filter((t) => t.startsWith('plantation'))).toEqual([]);
  });

  it('produces 1 Fuel per Refinery crew (at most 6) and 8 Food per Plantation crew (at most 6), less on converted civilian ships', () => {
    const step = (id: string) => sswa.productions.find((p) => p.id === id)!;
    expect(step('refinery-fuel')).toMatchObject({
      input: 'refinery-crew',
      rate: 1,
      inputMax: 6,
      output: 'fuel',
    });
    expect(step('plantation-food')).toMatchObject({
      input: 'plantation-crew',
      rate: 8,
      inputMax: 6,
      output: 'food',
    });
    expect(step('converted-refinery-fuel')).toMatchObject({
      rate: 1,
      inputMax: 4,
      requires: 'refinery-conversion',
    });
    expect(step('converted-plantation-food')).toMatchObject({
      rate: 6,
      inputMax: 4,
      requires: 'plantation-conversion',
    });
  });

  it('returns Manpower and Shuttles from a box, fails on Sabotage, and gives every event card a cost and outcomes', () => {
    const [rules] = sswa.eventBoxes;
    expect(rules).toMatchObject({ deck: 'events', limit: 1 });
    expect(rules!.items.filter((i) => i.returned).map((i) => i.id)).toEqual([
      'manpower',
      'shuttle',
    ]);
    expect(rules!.items.filter((i) => i.sabotage).map((i) => i.id)).toEqual(['sabotage']);
    const events = sswa.decks.find((d) => d.id === 'events')!.cards;
    expect(events.every((c) => c.event !== undefined)).toBe(true);
    expect(events.find((c) => c.id === 'fuel-leak')!.event).toMatchObject({
      costs: [{ manpower: 1, fuel: 1 }],
      failure: { text: 'Lose 2 Fuel.', changes: [{ tracker: 'fuel', by: -2 }] },
    });
    // Persistent events bite each turn they stay open.
    for (const card of events.filter((c) => c.persistent))
      expect(card.event!.perTurn).not.toBeNull();
  });
});

describe('Aquila Rift committees, votes, awards and Law & Order', () => {
  const aquila = bundled('aquila-rift');

  it('has the six committees, Medal, Promotion and Influence lockable', () => {
    expect(aquila.committees.map((c) => c.id)).toEqual([
      'patcom',
      'cscar',
      'arwc',
      'artc',
      'starcom',
      'black-market',
    ]);
    const lockable = aquila.committees.flatMap((c) =>
      c.options.filter((o) => o.lockable).map((o) => o.id),
    );
    expect(lockable).toEqual(['medal', 'promotion', 'influence']);
  });

  it('weighs the Viceroy and Pirate King votes by the greatest stat, only Pirates can be King, and a tie elects nobody', () => {
    const vote = (id: string) => aquila.votes.find((v) => v.id === id)!;
    expect(vote('viceroy')).toMatchObject({
      weight: { kind: 'highest', trackers: ['status', 'bounty', 'rank', 'medals'] },
      tie: 'no-winner',
    });
    expect(vote('pirate-king').candidateRoles).toEqual(['pirate-captain']);
    expect(vote('black-eagle').weight).toEqual({ kind: 'highest', trackers: ['bounty'] });
  });

  it('has a public Law & Order track for each map table and the hourly bonus by rank', () => {
    const tracks = aquila.trackers.filter((t) => t.scope === 'global');
    expect(tracks.map((t) => t.id)).toEqual(aquila.maps.map((m) => `law-and-order-${m.id}`));
    expect(tracks.every((t) => t.public && t.min === -5 && t.max === 5)).toBe(true);
    expect(aquila.awards[0]).toMatchObject({
      score: 'banked-plunder',
      top: 3,
      upper: 2,
      lower: 1,
      cutoff: 0.5,
    });
  });
});

describe('TI3 patch auctions', () => {
  const ti3 = bundled('ti3-patch');
  it('bids trade goods: home systems sealed (highest minus own), the speaker counter-clockwise (others receive)', () => {
    expect(ti3.auctions.map((a) => [a.id, a.kind, a.settle, a.direction])).toEqual([
      ['home-systems', 'sealed', 'highest-minus-own', 'clockwise'],
      ['speaker', 'ascending', 'others-receive', 'counter-clockwise'],
    ]);
    expect(ti3.trackers.find((t) => t.id === 'trade-goods')).toMatchObject({
      scope: 'team',
      min: 0,
    });
  });
});
