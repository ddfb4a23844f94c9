import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../../features/index.ts';
import { teamOpenHandsPart } from '../../../../features/draws/team-screen.ts';
import { projectLines, projectState } from '../../../../session/projection.ts';
import type { Viewer } from '../../../../session/viewer.ts';
import { drawsRecorder, drawsScenario } from '../draws-fixtures.ts';

/** The fixture's Events deck played with open hands (or not), dealt to hands. */
function recorderWith(openHands: boolean) {
  const decks = drawsScenario().decks.map((d) =>
    d.id === 'events' ? { ...d, openHands, dealTo: 'hand' as const } : d,
  );
  return drawsRecorder('open', { decks });
}

const beta: Viewer = { kind: 'team', team: 'beta' };
const display: Viewer = { kind: 'display' };

function seenHand(r: ReturnType<typeof recorderWith>, viewer: Viewer, team: string): string[] {
  const s = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, viewer);
  return s.draws.decks['events']!.piles[`hand:${team}`] ?? [];
}

describe('open hands', () => {
  it('shows every hand of an open deck to every team and the display, and no other pile', () => {
    const r = recorderWith(true);
    r.act({ type: 'deck.draw', deck: 'events', count: 2, to: 'hand:alpha' });
    const alpha = r.engine.state.draws.decks['events']!.piles['hand:alpha']!;
    expect(seenHand(r, beta, 'alpha')).toEqual(alpha);
    expect(seenHand(r, display, 'alpha')).toEqual(alpha);
    const s = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, beta);
    expect(s.draws.decks['events']!.piles['draw']!.every((c) => c === '?')).toBe(true);
    // Another deck's hands stay closed.
    r.act({ type: 'deck.draw', deck: 'sabotage', count: 1, to: 'hand:alpha' });
    const other = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, beta);
    expect(other.draws.decks['sabotage']!.piles['hand:alpha']).toEqual(['?']);
  });

  it('keeps hands closed by default', () => {
    const r = recorderWith(false);
    r.act({ type: 'deck.draw', deck: 'events', count: 2, to: 'hand:alpha' });
    expect(seenHand(r, beta, 'alpha')).toEqual(['?', '?']);
  });

  it('names kept cards to everyone, but not the cards sent to the bottom unseen', () => {
    const r = recorderWith(true);
    r.act({
      type: 'deck.draw-to-choose',
      deck: 'events',
      team: 'alpha',
      count: 3,
      keep: 1,
      rest: 'bottom',
    });
    const choice = r.engine.state.draws.decks['events']!.choosing!['alpha']!.cards;
    // While alpha chooses, the others do not see the cards.
    expect(
      projectState(lodestarSession, r.engine.state, r.engine.header.scenario, beta).draws.decks[
        'events'
      ]!.choosing!['alpha']!.cards,
    ).toEqual(['?', '?', '?']);
    r.act({ type: 'deck.keep', deck: 'events', team: 'alpha', cards: [choice[0]!] });
    const [line] = projectLines(lodestarSession, r.engine.header, r.log.slice(-1), beta);
    const title = (id: string) =>
      r.engine.header.scenario.decks[0]!.cards.find((c) => id.startsWith(`${c.id}/`))!.title;
    expect(line!.text).toContain(`(${title(choice[0]!)})`);
    expect(line!.text).toMatch(/2 to the bottom of the draw pile$/);
    const [own] = projectLines(lodestarSession, r.engine.header, r.log.slice(-1), {
      kind: 'team',
      team: 'alpha',
    });
    expect(own!.text).toMatch(/2 to the bottom of the draw pile \(.+\)$/);
  });

  it("lists the other teams' open hands on a team's screen, not its own", () => {
    const r = recorderWith(true);
    r.act({ type: 'deck.draw', deck: 'events', count: 2, to: 'hand:alpha' });
    const state = projectState(lodestarSession, r.engine.state, r.engine.header.scenario, beta);
    const hands = teamOpenHandsPart.view({
      state,
      scenario: r.engine.header.scenario,
      teamId: 'beta',
    });
    expect(hands!.map((h) => h.teamName)).toEqual(['Alpha', 'Gamma', 'Council']);
    expect(hands![0]!.cards).toHaveLength(2);
    expect(hands![1]!.cards).toHaveLength(0);
    const closed = recorderWith(false);
    expect(
      teamOpenHandsPart.view({
        state: closed.engine.state,
        scenario: closed.engine.header.scenario,
        teamId: 'beta',
      }),
    ).toBeNull();
  });
});
