import { describe, expect, it } from 'vitest';
import {
  diceNeeded,
  fillInputs,
  findResolver,
  resolveTyped,
  ResolveError,
} from '../../../features/adjudication/index.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';

/** The rulebooks' worked examples and tables, run through the bundled resolvers with typed dice. */

const scenario = (id: string) => bundledScenarios.find((b) => b.id === id)!.scenario;
const sswa = scenario('so-say-we-all');
const aquila = scenario('aquila-rift');
const ti3 = scenario('ti3-patch');
const duel = scenario('duel-of-iron');
const run = (s: typeof sswa, id: string, inputs: Record<string, unknown>, dice: number[]) =>
  resolveTyped(findResolver(s, id), inputs, dice);

describe('bundled resolvers have the ids the rules are known by', () => {
  it.each([
    [
      'so-say-we-all',
      [
        'main-weapons',
        'collision',
        'flak',
        'interceptor-loss',
        'dogfight',
        'ship-destroyed-salvage',
      ],
    ],
    ['aquila-rift', ['guns-vs-armour', 'chaos-gate']],
    ['ti3-patch', ['space-combat', 'gravity-rift', 'leader-fate']],
    ['duel-of-iron', ['to-hit', 'penetration', 'ramming']],
  ])('%s', (id, resolvers) => {
    expect(scenario(id).resolvers.map((r) => r.id)).toEqual(resolvers);
  });
});

describe('Aquila Rift: guns against armour (set matching)', () => {
  it('the rulebook example ABBCDDEF against armour 6: the DD 8 set does four hexes', () => {
    const res = run(aquila, 'guns-vs-armour', { guns: 8, armour: 6 }, [1, 2, 2, 3, 4, 4, 5, 6]);
    expect(res.steps).toContain('The pair of 4s totals 8 and beats armour 6: 4 hexes of damage.');
    expect(res.steps).toContain('The pair of 2s totals 4 and does not beat armour 6: no effect.');
    expect(res.tally).toEqual({ penetration: 1, 'hex-damage': 4 });
    expect(res.headline).toBe('1 penetration: 4 Hex Damage');
  });

  it('a pair of 6s totals 12 and beats armour 10: 6 hexes of damage', () => {
    const res = run(aquila, 'guns-vs-armour', { guns: 3, armour: 10 }, [6, 6, 1]);
    expect(res.steps).toContain('The pair of 6s totals 12 and beats armour 10: 6 hexes of damage.');
    expect(res.tally['hex-damage']).toBe(6);
  });

  it('must beat the armour, not equal it; three of a kind is one set', () => {
    expect(run(aquila, 'guns-vs-armour', { guns: 2, armour: 8 }, [4, 4]).headline).toBe(
      'Otherwise there is no effect',
    );
    const three = run(aquila, 'guns-vs-armour', { guns: 3, armour: 8 }, [3, 3, 3]);
    expect(three.steps).toContain('The three 3s totals 9 and beats armour 8: 3 hexes of damage.');
  });

  it('Guns 10 at three targets rolls 8 dice against each; a Gate Defence Unit 4, a Base 7', () => {
    const r = findResolver(aquila, 'guns-vs-armour');
    expect(diceNeeded(r, fillInputs(r, { guns: 10, targets: 3 }))?.count).toBe(8);
    expect(diceNeeded(r, fillInputs(r, { firer: 'gdu' }))?.count).toBe(4);
    expect(diceNeeded(r, fillInputs(r, { firer: 'base', guns: 1 }))?.count).toBe(7);
  });

  it('any penetration destroys a Base or a Gate Defence Unit (armour 8), not a ship', () => {
    for (const target of ['base', 'gdu']) {
      const res = run(aquila, 'guns-vs-armour', { guns: 3, target }, [5, 5, 1]);
      expect(res.headline, target).toBe(
        'Any penetrating damage against a Base or Gate Defence Unit destroys it',
      );
    }
    const ship = run(aquila, 'guns-vs-armour', { guns: 3, target: 'ship', armour: 8 }, [5, 5, 1]);
    expect(ship.headline).not.toContain('destroys it');
  });

  it('the Chaos Gate picks one of six exits, as map data', () => {
    const r = findResolver(aquila, 'chaos-gate');
    expect(resolveTyped(r, {}, [3]).headline).toBe('Exits at Chaos Gate exit 3');
    expect(r.results[2]!.mapEffects).toEqual([
      { action: 'move-to-exit', detail: 'chaos gate exit 3' },
    ]);
  });
});

describe('So Say We All tables', () => {
  it('main weapons: a d6 per shot, 1-2 / 3-4 / 5-6', () => {
    const res = run(sswa, 'main-weapons', { shots: 3 }, [6, 3, 1]);
    expect(res.steps).toEqual([
      'Shot 1: rolled 6: 1 Location Damaged.',
      'Shot 2: rolled 3: 1 Lost Action.',
      'Shot 3: rolled 1: No Effect.',
    ]);
    expect(res.headline).toBe('No Effect, 1 Lost Action, 1 Location Damaged');
  });

  it('evasive action takes 2 from each die; Reactive Armour ignores the damage', () => {
    const evasive = run(sswa, 'main-weapons', { shots: 2, evasive: 'yes' }, [6, 4]);
    expect(evasive.steps[1]).toBe('Shot 1: rolled 6 − 2 = 4: 1 Lost Action.');
    expect(evasive.tally).toEqual({ 'lost-action': 1, 'no-effect': 1 });
    const armour = run(sswa, 'main-weapons', { 'reactive-armour': true }, [5]);
    expect(armour.headline).toBe('Damage ignored (Reactive Armour expended)');
  });

  it('collision, flak and dogfight read their tables', () => {
    expect(run(sswa, 'collision', {}, [4]).headline).toBe('1 Location Damaged on each Ship');
    expect(run(sswa, 'collision', {}, [3]).headline).toBe('No Effect');
    expect(run(sswa, 'flak', { attacks: 2 }, [4, 3]).tally).toEqual({
      blocked: 1,
      'not-blocked': 1,
    });
    const tie = run(sswa, 'dogfight', {}, [3, 3]);
    expect(tie.steps[1]).toMatch(/^A tie, which the Human Interceptor wins/);
    expect(run(sswa, 'dogfight', {}, [2, 5]).tally).toEqual({ 'enemy-wins': 1 });
  });

  it('an Interceptor lost in a dogfight: the killed Manpower is removed from the Game', () => {
    expect(run(sswa, 'interceptor-loss', {}, [2]).headline).toBe(
      'The Interceptor is destroyed and the Manpower is killed.',
    );
    expect(run(sswa, 'interceptor-loss', { cause: 'destroyed' }, [2]).headline).toBe(
      'The Interceptor is destroyed and the Manpower is killed and removed from the Game as a casualty.',
    );
  });

  it('saving resources: a 6 saves, or a 5 or 6 when abandoning ship', () => {
    expect(run(sswa, 'ship-destroyed-salvage', { shuttles: 2 }, [5, 6]).tally).toEqual({
      lost: 1,
      saved: 1,
    });
    expect(
      run(sswa, 'ship-destroyed-salvage', { shuttles: 2, abandoning: true }, [5, 4]).tally,
    ).toEqual({ saved: 1, lost: 1 });
  });
});

describe('TI3 patch', () => {
  it('leader fate: 1 Killed, 2-7 Captured, 8-10 Escaped; Captured needs enemy control', () => {
    const fate = (dice: number, inputs: Record<string, unknown>) =>
      run(ti3, 'leader-fate', inputs, [dice]).headline;
    expect(fate(1, { 'enemy-controls': true })).toBe('Killed');
    expect(fate(7, { 'enemy-controls': true })).toBe('Captured');
    expect(fate(7, {})).toBe('Escaped');
    expect(fate(8, { 'enemy-controls': true })).toBe('Escaped');
    expect(fate(9, { agent: true })).toBe('Captured');
  });

  it('gravity rift: a d10 per ship, 1-3 stops it; Maneuvering Jets roll nothing', () => {
    expect(run(ti3, 'gravity-rift', { ships: 3 }, [1, 4, 10]).tally).toEqual({
      stops: 1,
      passes: 2,
    });
    expect(run(ti3, 'gravity-rift', { ships: 3, jets: true }, []).steps).toEqual([
      'No ships to roll.',
    ]);
  });

  it('space combat: hits on the combat value, sustain damage first, casualties in order', () => {
    // A Dreadnought (2 dice, 5+) against two Fighters (9+).
    const res = run(
      ti3,
      'space-combat',
      { 'a-dreadnought': 1, 'b-fighter': 2 },
      [5, 1, 9, 2, 6, 4],
    );
    expect(res.steps).toContain(
      'Round 1, Attacker: 1 Dreadnought (hit on 5+) rolled 5, 1: 1 hit. 1 hit in all.',
    );
    expect(res.steps).toContain('Attacker takes 1 hit: 1 Dreadnought sustains damage.');
    // Having sustained damage it rolls one die fewer.
    expect(res.steps).toContain(
      'Round 2, Attacker: 1 Dreadnought (hit on 5+) rolled 6: 1 hit. 1 hit in all.',
    );
    expect(res.headline).toBe('The attacker wins the Space Battle after 2 rounds');
    expect(res.losses).toEqual({ a: {}, b: { fighter: 2 } });
  });
});

describe('Duel of Iron', () => {
  it('to-hit: Monitor 80/40/20, Merrimac 40/20/10 on d100, gunners +5%', () => {
    expect(run(duel, 'to-hit', { range: 'short' }, [80]).tally).toEqual({ hit: 1 });
    expect(run(duel, 'to-hit', { range: 'short' }, [81]).tally).toEqual({ miss: 1 });
    expect(run(duel, 'to-hit', { range: 'short', gunners: true }, [85]).tally).toEqual({ hit: 1 });
    expect(
      run(duel, 'to-hit', { shooter: 'merrimac', range: 'long', gunners: true }, [11]).tally,
    ).toEqual({ miss: 1 });
    expect(
      run(duel, 'to-hit', { shooter: 'merrimac', range: 'medium', cannons: 4 }, [20, 21, 1, 100])
        .tally,
    ).toEqual({ hit: 2, miss: 2 });
  });

  it('penetration: one cracked hull gives the Monitor 12% at long range, two 17%; solid shot doubles', () => {
    const needs = (inputs: Record<string, unknown>) =>
      run(duel, 'penetration', inputs, [1]).steps.find((s) => s.startsWith('Needs'));
    expect(needs({ range: 'long', cracks: 1 })).toBe('Needs 12 or less on each die.');
    expect(needs({ range: 'long', cracks: 2 })).toBe('Needs 17 or less on each die.');
    expect(needs({ shooter: 'merrimac', range: 'short', 'solid-shot': true })).toBe(
      'Needs 30 or less on each die.',
    );
    expect(needs({ shooter: 'monitor', range: 'short', 'solid-shot': true })).toBe(
      'Needs 21 or less on each die.',
    );
  });

  it('ramming: 1d8, +1 with the ram kept', () => {
    expect(run(duel, 'ramming', {}, [8]).headline).toBe('Drive her under: the Monitor sinks');
    expect(run(duel, 'ramming', { ram: true }, [7]).headline).toBe(
      'Drive her under: the Monitor sinks',
    );
  });
});

describe('the number of dice, when not given, is read from the dice typed in', () => {
  it('three dice are three shots; eight dice are Guns 8', () => {
    expect(run(sswa, 'main-weapons', {}, [6, 3, 1]).inputs['shots']).toBe(3);
    expect(
      run(aquila, 'guns-vs-armour', { targets: 2 }, [1, 2, 2, 3, 4, 4, 5, 6]).inputs['guns'],
    ).toBe(9);
    expect(run(duel, 'to-hit', {}, [12, 95]).tally).toEqual({ hit: 1, miss: 1 });
  });
});

describe('mistakes get a clear sentence', () => {
  const mw = findResolver(sswa, 'main-weapons');
  it.each<[string, () => unknown, RegExp]>([
    [
      'an unknown resolver lists the known ones',
      () => findResolver(sswa, 'lasers'),
      /no resolver "lasers" \(its resolvers: main-weapons, collision, flak/,
    ],
    [
      'too few dice says how many',
      () => resolveTyped(mw, { shots: 3 }, [6, 3]),
      /needs 3 dice \(3 shots × d6\), but 2 were given/,
    ],
    [
      'too many dice says how many',
      () => resolveTyped(findResolver(sswa, 'collision'), {}, [6, 3]),
      /needs 1 die \(1 roll × d6\), but 2 were given/,
    ],
    [
      'more dice than the count allows says the range',
      () => resolveTyped(mw, {}, [1, 2, 3, 4, 5, 6, 1]),
      /takes 1 to 6 dice \(d6 for each shot; shots at this target: 1 to 6\), but 7 were given/,
    ],
    [
      'a face the die cannot show',
      () => resolveTyped(mw, { shots: 2 }, [6, 7]),
      /die 2 shows 7, which a d6 cannot roll \(1–6\)/,
    ],
    [
      'an unknown input lists the inputs',
      () => resolveTyped(mw, { guns: 3 }, [1]),
      /no input "guns" \(its inputs: shots, evasive, reactive-armour\)/,
    ],
    [
      'an input out of range',
      () => resolveTyped(mw, { shots: 9 }, [1]),
      /"shots" \(Shots at this target\) must be from 1 to 6, not 9/,
    ],
    [
      'a choice that is not offered',
      () => resolveTyped(findResolver(duel, 'to-hit'), { range: 'far' }, [1]),
      /must be one of short, medium, long, not "far"/,
    ],
    [
      'too many units for a fleet',
      () =>
        resolveTyped(
          findResolver(ti3, 'space-combat'),
          { 'a-fighter': 8, 'a-cruiser': 3, 'b-fighter': 1 },
          [1],
        ),
      /Attacker brings 11 units; at most 10 a side/,
    ],
  ])('%s', (_name, f, message) => {
    expect(f).toThrow(ResolveError);
    expect(f).toThrow(message);
  });

  it('a fleet battle that runs out of typed dice says what needed the next die', () => {
    expect(() =>
      resolveTyped(findResolver(ti3, 'space-combat'), { 'a-cruiser': 1, 'b-cruiser': 1 }, [1]),
    ).toThrow(/more dice are needed: 1 given, but round 1, Defender's Cruiser needs die 2/);
  });
});
