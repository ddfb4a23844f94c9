import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { teamActionRefusal } from '../../../features/teams/player-actions.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { projectLines, projectState } from '../../../session/projection.ts';
import { CONTROL, DISPLAY, FACILITATOR, teamViewer } from '../../../session/viewer.ts';
import { say, teamsRecorder } from '../teams/teams-fixtures.ts';

/**
 * Pledges sent from a team's screen: sealed in the box (the giver and the crew read them,
 * nobody else), checked against what the giver holds, taken back while the box is open, and
 * counted by the tally on top of what Control finds in the physical box.
 */

type R = ReturnType<typeof teamsRecorder>;
const ON = {
  playerActions: {
    pledge: true,
    vote: true,
    bid: false,
    draft: false,
    cards: false,
    perMinute: 20,
  },
};
const value = (r: R, tracker: string, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, tracker), holder);

function withLeak(extra = ON) {
  const r = teamsRecorder('teams-seed', extra);
  r.act({ type: 'deck.move', deck: 'events', cards: ['leak/1'], to: 'play:alpha' });
  return r;
}
const pledge = (from: string, items: Record<string, number>) => ({
  type: 'event.pledge',
  rules: 'boxes',
  team: 'alpha',
  card: 'leak/1',
  from,
  items,
});

describe('a pledge from a team’s screen', () => {
  it('is sealed: the giver and the crew read it, other teams and the display do not', () => {
    const r = withLeak();
    const [entry] = r.act(pledge('alpha', { fuel: 1 }), 1000, 'Kara (Alpha)');
    expect(say(r, entry!)).toBe('Pledged 1 Fuel from Alpha to Leak (Alpha)');
    const { header, state } = r.engine;
    const lines = (viewer: Parameters<typeof projectLines>[3]) =>
      projectLines(lodestarSession, header, [entry!], viewer).map((l) => l.text);
    expect(lines(CONTROL)).toHaveLength(1);
    expect(lines(FACILITATOR)).toHaveLength(1);
    expect(lines(teamViewer('alpha'))).toHaveLength(1);
    expect(lines(teamViewer('beta'))).toEqual([]);
    expect(lines(DISPLAY)).toEqual([]);
    const seen = (viewer: Parameters<typeof projectState>[3]) =>
      projectState(lodestarSession, state, header.scenario, viewer).events.pledges;
    expect(Object.values(seen(teamViewer('alpha')) ?? {}).flat()).toMatchObject([
      { team: 'alpha', item: 'fuel', count: 1, by: 'Kara (Alpha)' },
    ]);
    expect(seen(teamViewer('beta'))).toBeUndefined();
    expect(seen(DISPLAY)).toBeUndefined();
    expect(
      JSON.stringify(projectState(lodestarSession, state, header.scenario, DISPLAY)),
    ).not.toContain('Kara');
  });

  it('cannot give more than the giver holds, counting what it has sealed already', () => {
    const r = withLeak();
    r.act(pledge('gamma', { food: 3 }));
    expect(() => r.act(pledge('gamma', { food: 2 }))).toThrow(
      'Gamma has 4 Food, 3 already pledged: not enough for 2 more',
    );
    expect(() => r.act(pledge('gamma', {}))).toThrow('Pledge at least one item');
    expect(() => r.act(pledge('gamma', { gold: 1 }))).toThrow('take no "gold"');
  });

  it('is counted by the tally on top of the box and comes out of the giver’s tracker', () => {
    const r = withLeak();
    r.act(pledge('alpha', { fuel: 1 }));
    // Control found one Manpower in the physical box; the sealed Fuel makes the cost.
    const [tally] = r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'alpha',
      card: 'leak/1',
      contents: { manpower: 1 },
    });
    expect(tally!.outcome).toMatchObject({ success: true });
    expect(r.engine.state.events.tallies[0]).toMatchObject({
      contents: { manpower: 1, fuel: 1 },
      pledges: [{ team: 'alpha', item: 'fuel', count: 1 }],
    });
    expect(value(r, 'fuel', 'alpha')).toBe(4);
    expect(r.engine.state.events.pledges).toBeUndefined();
  });

  it('is taken back by its giver while the box is open, and only once', () => {
    const r = withLeak();
    r.act(pledge('gamma', { food: 2 }));
    r.act({ type: 'event.unpledge', rules: 'boxes', team: 'alpha', card: 'leak/1', from: 'gamma' });
    expect(r.engine.state.events.pledges).toBeUndefined();
    expect(() =>
      r.act({
        type: 'event.unpledge',
        rules: 'boxes',
        team: 'alpha',
        card: 'leak/1',
        from: 'beta',
      }),
    ).toThrow('Beta has pledged nothing to Leak');
  });

  it('is refused from a screen when the scenario keeps pledges with Control, or for another team', () => {
    const off = withLeak({ playerActions: { ...ON.playerActions, pledge: false } });
    const refuse = (r: R, team: string, action: unknown) =>
      teamActionRefusal(lodestarSession, r.engine.header, r.engine.state, team, action);
    expect(refuse(off, 'beta', pledge('beta', { fuel: 1 }))).toBe(
      'this scenario lets no team pledge to an event box from its screen: ask Control',
    );
    const on = withLeak();
    expect(refuse(on, 'beta', pledge('beta', { fuel: 1 }))).toBeNull();
    expect(refuse(on, 'beta', pledge('gamma', { fuel: 1 }))).toBe(
      'a team pledges only from its own stock',
    );
    expect(refuse(on, 'beta', { type: 'clock.next' })).toBe(
      'a team\'s screen cannot send "clock.next": that is Control\'s to do',
    );
    expect(refuse(on, 'beta', { type: 'event.pledge' })).toMatch(/rules/);
  });
});
