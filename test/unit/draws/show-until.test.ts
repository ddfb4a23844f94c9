import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { SessionEngine } from '../../../session/engine.ts';
import { hashEntry, canonicalJson } from '../../../session/hash.ts';
import { AUTOMATION_AUTHOR, type LogEntry } from '../../../session/types.ts';
import { drawsRecorder } from './draws-fixtures.ts';

/**
 * A card or result shown on the display clears itself when the clock enters another phase,
 * unless Control keeps it until cleared. The clearing is an entry in the log, by automation,
 * undone with the phase change; entries logged before the choice existed keep the old
 * behaviour (shown until cleared).
 */

function shownCard() {
  const r = drawsRecorder();
  r.act({ type: 'clock.start' });
  const [draw] = r.act({ type: 'deck.draw', deck: 'events', count: 1 });
  const card = (draw!.outcome as { cards: string[] }).cards[0]!;
  return { r, card };
}

describe('an item shown until the next phase', () => {
  it('is shown until the next phase by default, and the next phase clears it in the log', () => {
    const { r, card } = shownCard();
    const [show] = r.act({
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [card] },
    });
    expect(show!.action).toMatchObject({ until: 'next-phase' });
    expect(r.engine.state.draws.shown).toEqual({
      kind: 'cards',
      deck: 'events',
      cards: [card],
      until: 'next-phase',
    });
    const entries = r.act({ type: 'clock.next' });
    const cleared = entries.find((e) => e.action.type === 'draws.hide');
    expect(cleared).toMatchObject({
      by: AUTOMATION_AUTHOR,
      causedBy: entries[0]!.seq,
      action: { type: 'draws.hide', reason: 'next-phase' },
    });
    // Cleared before the phase's own automations (the deal) run.
    expect(entries.map((e) => e.action.type)).toEqual(['clock.next', 'draws.hide', 'deck.deal']);
    expect(r.engine.state.draws.shown).toBeNull();
    expect(r.engine.registry.describe(cleared!, r.engine.header)).toBe(
      'Cleared the display for the new phase',
    );

    // One undo takes back the phase change and the clearing.
    r.act({ type: 'session.undo' });
    expect(r.engine.state.clock.current).toBe(0);
    expect(r.engine.state.draws.shown).toMatchObject({ cards: [card], until: 'next-phase' });
  });

  it('is cleared by a jump too, but not by going back a phase', () => {
    const { r, card } = shownCard();
    r.act({ type: 'clock.next' });
    const show = { type: 'draws.show', item: { kind: 'cards', deck: 'events', cards: [card] } };
    r.act(show);
    r.act({ type: 'clock.previous' });
    expect(r.engine.state.draws.shown).not.toBeNull();
    r.act({ type: 'clock.jump', index: 3 });
    expect(r.engine.state.draws.shown).toBeNull();
  });

  it('stays across phases when kept until cleared, and Control can change that while it shows', () => {
    const { r, card } = shownCard();
    r.act({
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [card] },
      until: 'cleared',
    });
    // Kept until cleared: the state holds the item as it always did.
    expect(r.engine.state.draws.shown).toEqual({ kind: 'cards', deck: 'events', cards: [card] });
    const next = r.act({ type: 'clock.next' });
    expect(next.map((e) => e.action.type)).not.toContain('draws.hide');
    expect(r.engine.state.draws.shown).not.toBeNull();

    const [until] = r.act({ type: 'draws.until', until: 'next-phase' });
    expect(r.engine.registry.describe(until!, r.engine.header)).toBe(
      'What the display shows clears at the next phase',
    );
    expect(() => r.act({ type: 'draws.until', until: 'next-phase' })).toThrow(/already/);
    r.act({ type: 'clock.next' });
    expect(r.engine.state.draws.shown).toBeNull();
    expect(() => r.act({ type: 'draws.until', until: 'cleared' })).toThrow(/not showing/);
  });

  it('clears a shown roll the same way', () => {
    const r = drawsRecorder();
    r.act({ type: 'clock.start' });
    const [roll] = r.act({ type: 'dice.roll', expression: '2d6' });
    const [show] = r.act({ type: 'draws.show', item: { kind: 'result', seq: roll!.seq } });
    expect(r.engine.registry.describe(show!, r.engine.header)).toBe(
      `Showed result #${roll!.seq} on the display until the next phase`,
    );
    r.act({ type: 'clock.next' });
    expect(r.engine.state.draws.shown).toBeNull();
  });
});

describe('entries logged before an item could clear itself', () => {
  it('read a draws.show without `until` as shown until cleared', () => {
    const module = lodestarSession.registry.get('draws.show')!;
    const old = { type: 'draws.show', item: { kind: 'result', seq: 3 } };
    expect(module.fromLog!(old)).toEqual({ ...old, until: 'cleared' });
    const now = { ...old, until: 'next-phase' };
    expect(module.fromLog!(now)).toBe(now);
  });

  it('replay an old log exactly: the item stays across the phase change', () => {
    const { r, card } = shownCard();
    r.act({
      type: 'draws.show',
      item: { kind: 'cards', deck: 'events', cards: [card] },
      until: 'cleared',
    });
    r.act({ type: 'clock.next' });
    // The same log as an older version wrote it: no `until` on the show.
    const old: LogEntry[] = [];
    let prev = r.engine.headerHash;
    for (const entry of r.log) {
      const { until: _until, ...action } = entry.action;
      const rewritten = {
        ...entry,
        prev,
        action: entry.action.type === 'draws.show' ? action : entry.action,
      };
      const { hash: _hash, ...unhashed } = rewritten;
      const hashed = { ...rewritten, hash: hashEntry(unhashed) };
      old.push(hashed);
      prev = hashed.hash;
    }
    expect(old.find((e) => e.action.type === 'draws.show')!.action).not.toHaveProperty('until');
    const replayed = SessionEngine.replay(r.engine.header, old, lodestarSession);
    expect(replayed.state.draws.shown).toEqual({ kind: 'cards', deck: 'events', cards: [card] });
    expect(canonicalJson(replayed.state)).toBe(canonicalJson(r.engine.state));
  });
});
