import { describe, expect, it } from 'vitest';
import { isDone } from '../../editor/analysis/deal/index.ts';
import type { DealMarks } from '../../editor/canvas/map-canvas.ts';
import { MapEditor } from '../../editor/model/map-editor.ts';
import { GalaxyDeal } from '../../renderer/editor/deal/galaxy-deal.svelte.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';

const scenario = bundledScenarios.find((b) => b.id === 'ti3-patch')!.scenario;

/** The editor's deal with a stand-in canvas that keeps what it was last asked to show. */
function dealing() {
  const editor = new MapEditor({ tiles: scenario.tiles, maps: scenario.maps });
  const shown: { board: boolean; marks: DealMarks | null } = { board: false, marks: null };
  const deal = new GalaxyDeal({
    source: () => scenario,
    editor,
    showBoard: (board, marks) => {
      shown.board = board !== null;
      shown.marks = marks;
    },
  });
  return { editor, deal, shown };
}

describe('dealing a galaxy in the editor', () => {
  it('says why a deal cannot start, and deals nothing', () => {
    const { deal, shown } = dealing();
    expect(deal.start({ template: 'ti3-standard-6', players: 8, seed: 's' })).toBe(
      '"TI3 standard galaxy, 6 players" seats 1 to 6 players, not 8',
    );
    expect(deal.active).toBe(false);
    expect(shown.board).toBe(false);
  });

  it('lights the chosen tile’s places, refuses others with the reason, undoes, and adds one map', () => {
    const { editor, deal, shown } = dealing();
    expect(deal.start({ template: 'ti3-standard-6', players: 6, seed: 'editor' })).toBeNull();
    expect(shown.board).toBe(true);
    expect(deal.turn?.seat).toBe(1);
    expect(deal.chosen).toBe(deal.state!.hands[0]![0]);
    expect(shown.marks?.legal).toEqual(deal.legal);
    // Dimmed: the empty places it may not take; none of the lit ones.
    expect(shown.marks?.dimmed.some((p) => deal.legal.includes(p))).toBe(false);

    deal.placeAt('0,0');
    expect(deal.message).toEqual({ tone: 'error', text: '0,0 already holds a tile.' });
    deal.placeAt(deal.legal[0]!);
    expect(deal.state!.history).toHaveLength(1);
    expect(deal.turn?.seat).toBe(2);
    deal.undo();
    expect(deal.state!.history).toHaveLength(0);

    const before = editor.doc.maps.length;
    let guard = 0;
    while (!isDone(deal.state!) && guard++ < 100) {
      if (deal.legal.length === 0) {
        // This tile has nowhere to go: another of the hand may.
        const hand = deal.state!.hands[deal.turn!.seat - 1]!;
        const other = hand.find((t) => {
          deal.choose(t);
          return deal.legal.length > 0;
        });
        if (!other) break;
      }
      deal.placeAt(deal.legal[0]!);
    }
    if (!deal.done) {
      // The greedy placing got stuck: the message says so and how to get out.
      expect(deal.message?.text).toMatch(/undo \(Ctrl\+Z\) an earlier placement/);
      return;
    }
    const id = deal.finish('At the table');
    expect(id).toBe('at-the-table');
    expect(deal.active).toBe(false);
    expect(shown.board).toBe(false);
    expect(editor.doc.maps).toHaveLength(before + 1);
    expect(editor.doc.maps.at(-1)!.dealt).toMatchObject({
      template: 'ti3-standard-6',
      seed: 'editor',
    });
    editor.undo();
    expect(editor.doc.maps).toHaveLength(before);
  });
});
