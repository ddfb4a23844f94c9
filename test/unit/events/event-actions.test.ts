import { lodestarSession } from '../../../features/index.ts';
import { describe, expect, it } from 'vitest';
import { say, teamsRecorder } from '../teams/teams-fixtures.ts';
import { trackerDef } from '../../../features/teams/tracker-defs.ts';
import { trackerValue } from '../../../features/teams/tracker-ops.ts';
import { openEvents } from '../../../features/events/event-defs.ts';
import { SessionEngine } from '../../../session/engine.ts';

type R = ReturnType<typeof teamsRecorder>;
const value = (r: R, tracker: string, holder: string) =>
  trackerValue(r.engine.state.trackers, trackerDef(r.engine.header.scenario, tracker), holder);
const open = (r: R) =>
  openEvents(
    r.engine.header.scenario,
    r.engine.header.scenario.eventBoxes[0]!,
    r.engine.state.draws,
    r.engine.state.roster.teamOrder,
  );

/** Puts a given event copy in front of a team, whatever the shuffle did. */
function give(r: R, team: string, card: string) {
  r.act({ type: 'deck.move', deck: 'events', cards: [card], to: `play:${team}` });
}

describe('event box actions', () => {
  it('a met event succeeds, is discarded, and changes nothing but the log', () => {
    const r = teamsRecorder();
    give(r, 'alpha', 'leak/1');
    const [entry] = r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'alpha',
      card: 'leak/1',
      contents: { manpower: 1, fuel: 1 },
    });
    expect(entry!.outcome).toMatchObject({ success: true, staysOpen: false });
    expect(say(r, entry!)).toBe('Event box: Leak (Alpha): success · box held 1 Manpower, 1 Fuel');
    expect(open(r)).toEqual([]);
    expect(r.engine.state.draws.decks['events']!.piles['discard']).toEqual(['leak/1']);
    expect(r.engine.state.events.tallies[0]).toMatchObject({
      team: 'alpha',
      success: true,
      consumed: { fuel: 1 },
      returned: { manpower: 1 },
    });
  });

  it('a short event fails and applies its failure to the team', () => {
    const r = teamsRecorder();
    give(r, 'alpha', 'leak/2');
    r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'alpha',
      card: 'leak/2',
      contents: { fuel: 1 },
    });
    expect(value(r, 'fuel', 'alpha')).toBe(3);
    expect(r.engine.state.events.tallies[0]!.reasons).toEqual(['short of 1 Manpower']);
  });

  it('sabotage fails a persistent event, which stays open and bites at each upkeep', () => {
    const r = teamsRecorder();
    give(r, 'beta', 'plague/1');
    r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'beta',
      card: 'plague/1',
      contents: { food: 2, sabotage: 1 },
    });
    expect(value(r, 'wounded', 'beta')).toBe(1);
    expect(open(r).map((e) => e.card)).toEqual(['plague/1']);
    const [upkeep] = r.act({ type: 'event.upkeep', rules: 'boxes' });
    expect(value(r, 'wounded', 'beta')).toBe(2);
    expect(say(r, upkeep!)).toBe('Persistent events bite: 1 open, 1 change');
    // A success closes it and moves the global track.
    r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'beta',
      card: 'plague/1',
      contents: { fuel: 3 },
    });
    expect(open(r)).toEqual([]);
    expect(value(r, 'order', '')).toBe(1);
  });

  it('named givers pay consumed items from their own trackers; returned items cost nothing', () => {
    const r = teamsRecorder();
    give(r, 'alpha', 'leak/1');
    r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: 'alpha',
      card: 'leak/1',
      contents: { manpower: 1, fuel: 2 },
      pledges: [
        { team: 'beta', item: 'fuel', count: 2 },
        { team: 'gamma', item: 'manpower', count: 1 },
      ],
    });
    expect(value(r, 'fuel', 'beta')).toBe(0); // 0 − 2 stops at the minimum
    expect(value(r, 'manpower', 'gamma')).toBe(6);
    expect(() =>
      r.act({
        type: 'event.tally',
        rules: 'boxes',
        team: 'alpha',
        card: 'leak/2',
        contents: { fuel: 1 },
      }),
    ).toThrow('leak/2 is not an open event of Alpha');
  });

  it('refuses pledges that do not add up to the box and items the box does not take', () => {
    const r = teamsRecorder();
    give(r, 'alpha', 'leak/1');
    expect(() =>
      r.act({
        type: 'event.tally',
        rules: 'boxes',
        team: 'alpha',
        card: 'leak/1',
        contents: { fuel: 2 },
        pledges: [{ team: 'beta', item: 'fuel', count: 1 }],
      }),
    ).toThrow('The pledges add up to 1 Fuel but the box held 2');
    expect(() =>
      r.act({
        type: 'event.tally',
        rules: 'boxes',
        team: 'alpha',
        card: 'leak/1',
        contents: { gold: 1 },
      }),
    ).toThrow('take no "gold"');
  });

  it('undo takes a tally back (card, trackers and record); replay reproduces the session', () => {
    const r = teamsRecorder();
    r.act({ type: 'clock.start' });
    r.act({ type: 'clock.next' }); // Work: an event for each team
    expect(open(r)).toHaveLength(3);
    const target = open(r)[0]!;
    const before = r.engine.state;
    r.act({
      type: 'event.tally',
      rules: 'boxes',
      team: target.team,
      card: target.card,
      contents: {},
    });
    expect(r.engine.state.events.tallies).toHaveLength(1);
    r.act({ type: 'session.undo' });
    expect(r.engine.state.events).toEqual(before.events);
    expect(r.engine.state.trackers).toEqual(before.trackers);
    expect(r.engine.state.draws.decks['events']).toEqual(before.draws.decks['events']);
    const replayed = SessionEngine.replay(r.engine.header, r.log, lodestarSession);
    expect(replayed.state).toEqual(r.engine.state);
  });
});
