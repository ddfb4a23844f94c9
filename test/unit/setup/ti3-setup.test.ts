import { describe, expect, it } from 'vitest';
import { createHeader } from '../../../session/session-header.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { recorder, T0 } from '../session/session-fixtures.ts';
import { say } from '../teams/teams-fixtures.ts';
import { templateLayout } from '../../../editor/analysis/generate/template-layout.ts';

/** The TI3 patch's guided setup, run through from the seat roll to normalised trade goods. */
function ti3() {
  const scenario = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;
  return recorder(
    createHeader({
      id: 'ti3',
      title: 'TI3',
      scenarioId: 'ti3-patch',
      scenario,
      seed: 'ti3-setup',
      createdAt: T0,
      createdBy: 'Ana',
      utcOffsetMinutes: 0,
    }),
  );
}

describe('TI3 patch guided setup', () => {
  it('lists the setup of the patch in order, with the automated steps where they fall', () => {
    const steps = ti3().engine.header.scenario.setup.map((s) => `${s.kind}:${s.id}`);
    expect(steps).toEqual([
      'seats-in-play:players',
      'instruction:game-settings',
      'seat-roll:seats',
      'instruction:secret-objectives',
      'draft:race-draft',
      'galaxy-deal:galaxy-deal',
      'auction:home-systems',
      'instruction:reseat',
      'auction:speaker',
      'instruction:rotation-cycler',
      'normalise:normalise-trade-goods',
      'instruction:objective-decks',
      'instruction:public-objectives',
      'instruction:reveal-and-deal',
      'instruction:first-strategy-phase',
    ]);
    const races = ti3().engine.header.scenario.decks.find((d) => d.id === 'races')!;
    expect(races.cards).toHaveLength(17);
    for (const card of races.cards) expect(card.source).toContain('a list to check');
  });

  it('drafts races in seat order and deals to those who pass, the third draw public', () => {
    const r = ti3();
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const order = r.engine.state.roster.teamOrder;
    const races = ['federation-of-sol', 'sardakk-n-orr', 'clan-of-saar', 'winnu'];
    const picks = order.slice(0, 4);
    picks.forEach((team, i) =>
      r.act({ type: 'setup.draft-pick', step: 'race-draft', team, card: races[i] }),
    );
    for (const team of order.slice(4))
      r.act({ type: 'setup.draft-pass', step: 'race-draft', team });
    const dealt = order[4]!;
    for (let i = 0; i < 3; i++)
      r.act({ type: 'setup.draft-draw', step: 'race-draft', team: dealt });
    const seat = r.engine.state.setup.drafts['race-draft']![dealt]!;
    expect(seat.draws).toHaveLength(3);
    expect(seat.hidden).toBe(false);
    for (const card of seat.draws) expect(races).not.toContain(card);
    expect(say(r, r.log.at(-1)!)).toMatch(/^Seat \d drew The .+ \(draw 3 of 3\), public$/);
  });

  it('bids for home systems, the speaker and normalises: Sol 6, Norr 1, Saar 0 end on 1/8/9', () => {
    const r = ti3();
    const [sol, norr, saar] = ['seat-1', 'seat-2', 'seat-3'];
    const three = [sol!, norr!, saar!];
    r.act({ type: 'auction.open', auction: 'home-systems', bidders: three });
    r.act({
      type: 'auction.sealed',
      auction: 'home-systems',
      bids: { [sol!]: 6, [norr!]: 1, [saar!]: 0 },
    });
    const tg = () => three.map((t) => r.engine.state.trackers.values['trade-goods']?.[t] ?? 0);
    expect(tg()).toEqual([0, 5, 6]);
    r.act({ type: 'auction.open', auction: 'speaker', bidders: three });
    r.act({ type: 'auction.bid', auction: 'speaker', team: sol, amount: 2 });
    r.act({ type: 'auction.pass', auction: 'speaker', team: norr });
    r.act({ type: 'auction.pass', auction: 'speaker', team: saar });
    expect(tg()).toEqual([0, 7, 8]);
    r.act({ type: 'tracker.normalise', tracker: 'trade-goods', floor: 1 });
    expect(tg()).toEqual([1, 8, 9]);
    for (const step of r.engine.header.scenario.setup) r.act({ type: 'setup.done', step: step.id });
    expect(r.engine.state.setup.done).toHaveLength(15);
  });

  it('normalises trade goods over the seats in play: 3 players at the 8-seat table give 1/6/4', () => {
    const r = ti3();
    r.act({
      type: 'roster.import',
      players: [
        { name: 'Sol', team: 'seat-1' },
        { name: 'Norr', team: 'seat-2' },
        { name: 'Saar', team: 'seat-3' },
      ],
    });
    // Home systems (TI L552–556): bids 6/1/0, each starts with the highest bid minus their own.
    r.act({ type: 'auction.open', auction: 'home-systems' });
    r.act({
      type: 'auction.sealed',
      auction: 'home-systems',
      bids: { 'seat-1': 6, 'seat-2': 1, 'seat-3': 0 },
    });
    // Speaker (TI L19): seat 3 wins at 3, every other player receives the winning bid.
    r.act({ type: 'auction.open', auction: 'speaker', first: 'seat-3' });
    r.act({ type: 'auction.bid', auction: 'speaker', team: 'seat-3', amount: 3 });
    r.act({ type: 'auction.pass', auction: 'speaker', team: 'seat-2' });
    r.act({ type: 'auction.pass', auction: 'speaker', team: 'seat-1' });
    const tg = () =>
      ['seat-1', 'seat-2', 'seat-3'].map(
        (seat) => r.engine.state.trackers.values['trade-goods']?.[seat] ?? 0,
      );
    expect(tg()).toEqual([3, 8, 6]);
    r.act({ type: 'tracker.normalise', tracker: 'trade-goods' });
    expect(tg()).toEqual([1, 6, 4]);
    // The empty seats were left alone.
    expect(r.engine.state.trackers.values['trade-goods']?.['seat-4']).toBeUndefined();
  });

  it('drafts races among the seats in play: 3 players at the 8 seats do not wait on 5 empty ones', () => {
    const r = ti3();
    r.act({
      type: 'roster.import',
      players: [
        { name: 'Sol', team: 'seat-1' },
        { name: 'Norr', team: 'seat-2' },
        { name: 'Saar', team: 'seat-3' },
      ],
    });
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const seated = r.engine.state.roster.teamOrder.filter((t) =>
      ['seat-1', 'seat-2', 'seat-3'].includes(t),
    );
    const races = ['federation-of-sol', 'sardakk-n-orr', 'clan-of-saar'];
    seated.forEach((team, i) =>
      r.act({ type: 'setup.draft-pick', step: 'race-draft', team, card: races[i] }),
    );
    expect(Object.keys(r.engine.state.setup.drafts['race-draft'] ?? {}).sort()).toEqual([
      'seat-1',
      'seat-2',
      'seat-3',
    ]);
    // The draft is over: an empty seat has no turn.
    expect(() => r.act({ type: 'setup.draft-pass', step: 'race-draft', team: 'seat-4' })).toThrow(
      /already picked or passed/,
    );
  });

  it('replays a normalisation logged before seats in play as it was: every seat counted', () => {
    const r = ti3();
    r.act({ type: 'roster.import', players: [{ name: 'Sol', team: 'seat-1' }] });
    r.act({ type: 'tracker.set', tracker: 'trade-goods', holder: 'seat-1', value: 5 });
    const old = r.engine.registry.get('tracker.normalise')!.fromLog!({
      type: 'tracker.normalise',
      tracker: 'trade-goods',
      floor: 1,
    });
    expect(old).toMatchObject({ seats: 'all' });
    r.act(old);
    // Every seat counted: the empty ones at 0 set the shift to +1.
    expect(r.engine.state.trackers.values['trade-goods']?.['seat-1']).toBe(6);
  });

  it('rolls for the seats in play and leaves the empty ones after them', () => {
    const r = ti3();
    r.act({
      type: 'roster.import',
      players: ['seat-2', 'seat-5', 'seat-7'].map((team, i) => ({ name: `P${i}`, team })),
    });
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const order = r.engine.state.roster.teamOrder;
    expect(order.slice(0, 3).sort()).toEqual(['seat-2', 'seat-5', 'seat-7']);
    expect(order.slice(3)).toEqual(['seat-1', 'seat-3', 'seat-4', 'seat-6', 'seat-8']);
    expect(Object.keys(r.engine.state.setup.seatRolls ?? {}).sort()).toEqual([
      'seat-2',
      'seat-5',
      'seat-7',
    ]);
  });

  it('asks how many play: 3 of the 8 seats roll, draft and deal, each home its race', () => {
    const r = ti3();
    r.act({ type: 'setup.seats-in-play', step: 'players', count: 3 });
    const three = ['seat-1', 'seat-2', 'seat-3'];
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    expect(Object.keys(r.engine.state.setup.seatRolls ?? {}).sort()).toEqual(three);
    const seated = r.engine.state.roster.teamOrder.slice(0, 3);
    expect([...seated].sort()).toEqual(three);
    const races = ['federation-of-sol', 'yssaril-tribes', 'winnu'];
    seated.forEach((team, i) =>
      r.act({ type: 'setup.draft-pick', step: 'race-draft', team, card: races[i] }),
    );
    expect(() => r.act({ type: 'setup.draft-pass', step: 'race-draft', team: 'seat-4' })).toThrow(
      /already picked or passed/,
    );
    r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-standard-6' });
    const slot = r.engine.state.galaxy.deals['galaxy-deal']!;
    expect(slot.seats).toEqual(seated);
    const scenario = r.engine.header.scenario;
    const template = scenario.galaxyTemplates.find((t) => t.id === 'ti3-standard-6')!;
    const homes = templateLayout(template).homes;
    seated.forEach((team, i) => {
      const place = homes.find((h) => h.seat === i + 1)!.place;
      expect(slot.deal.board.placements[place]?.tile, team).toBe(`home-${races[i]}`);
    });
  });

  it('refuses a player count outside the scenario’s range, and once seats are rolled', () => {
    const r = ti3();
    expect(() => r.act({ type: 'setup.seats-in-play', step: 'players', count: 9 })).toThrow(
      /2 to 8 players, not 9/,
    );
    expect(() => r.act({ type: 'setup.seats-in-play', step: 'players', count: 1 })).toThrow(
      /2 to 8 players, not 1/,
    );
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    expect(() => r.act({ type: 'setup.seats-in-play', step: 'players', count: 3 })).toThrow(
      /already been rolled/,
    );
  });

  it('names the seats in play outright, and keeps a hidden race’s home off the table', () => {
    const r = ti3();
    r.act({ type: 'setup.seats-in-play', step: 'players', seats: ['seat-2', 'seat-5', 'seat-7'] });
    r.act({ type: 'setup.seat-roll', step: 'seats' });
    const seated = r.engine.state.roster.teamOrder.slice(0, 3);
    expect([...seated].sort()).toEqual(['seat-2', 'seat-5', 'seat-7']);
    r.act({ type: 'setup.draft-pick', step: 'race-draft', team: seated[0], card: 'winnu' });
    r.act({ type: 'setup.draft-pick', step: 'race-draft', team: seated[1], card: 'arborec' });
    r.act({ type: 'setup.draft-pass', step: 'race-draft', team: seated[2] });
    r.act({ type: 'setup.draft-draw', step: 'race-draft', team: seated[2] });
    expect(() =>
      r.act({ type: 'galaxy.deal', step: 'galaxy-deal', template: 'ti3-standard-6' }),
    ).toThrow(/hidden: reveal it/);
  });
});
