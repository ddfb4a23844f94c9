import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_KEPT } from '../../../features/announcements/announcement-actions.ts';
import { RANDOM_RESULTS_KEPT } from '../../../features/picks/pick-action.ts';
import { ActionRejected } from '../../../session/types.ts';
import { nextInt, seedRng } from '../../../random/rng.ts';
import { recorder, testHeader } from './session-fixtures.ts';

describe('announcements', () => {
  it('posts with the entry seq as id, its time and author', () => {
    const r = recorder();
    const [entry] = r.act({ type: 'announce.post', text: 'Lunch in 10', urgent: true }, 1000, 'Bo');
    expect(r.engine.state.announcements).toEqual([
      { id: entry!.seq, text: 'Lunch in 10', urgent: true, at: entry!.at, by: 'Bo' },
    ]);
  });

  it(`keeps the newest ${ANNOUNCEMENTS_KEPT}`, () => {
    const r = recorder();
    for (let i = 1; i <= ANNOUNCEMENTS_KEPT + 5; i++)
      r.act({ type: 'announce.post', text: `m${i}` });
    const texts = r.engine.state.announcements.map((a) => a.text);
    expect(texts).toHaveLength(ANNOUNCEMENTS_KEPT);
    expect(texts[0]).toBe('m6');
    expect(texts.at(-1)).toBe(`m${ANNOUNCEMENTS_KEPT + 5}`);
  });

  it('clears one by id and rejects an unknown id', () => {
    const r = recorder();
    const [first] = r.act({ type: 'announce.post', text: 'one' });
    r.act({ type: 'announce.post', text: 'two' });
    r.act({ type: 'announce.clear', id: first!.seq });
    expect(r.engine.state.announcements.map((a) => a.text)).toEqual(['two']);
    expect(() => r.act({ type: 'announce.clear', id: first!.seq })).toThrow(ActionRejected);
    expect(() => r.act({ type: 'announce.clear', id: 99 })).toThrow(/no announcement 99/);
  });
});

describe('random.pick', () => {
  it('picks with the session generator and records the pick as the outcome', () => {
    const r = recorder();
    const options = ['North', 'South', 'East', 'West'];
    const [entry] = r.act({ type: 'random.pick', label: 'Raid', options });
    const [index, rng] = nextInt(seedRng('fixed-seed'), options.length);
    expect(entry!.outcome).toEqual({ value: options[index] });
    expect(r.engine.state.rng).toEqual(rng);
    expect(r.engine.state.randomResults).toEqual([
      { seq: entry!.seq, label: 'Raid', value: options[index], at: entry!.at },
    ]);
  });

  it(`lists the newest first and keeps ${RANDOM_RESULTS_KEPT}`, () => {
    const r = recorder();
    for (let i = 1; i <= RANDOM_RESULTS_KEPT + 3; i++)
      r.act({ type: 'random.pick', label: `pick ${i}`, options: ['a', 'b'] });
    const labels = r.engine.state.randomResults.map((x) => x.label);
    expect(labels).toHaveLength(RANDOM_RESULTS_KEPT);
    expect(labels[0]).toBe(`pick ${RANDOM_RESULTS_KEPT + 3}`);
  });

  it('gives different sessions different streams and equal seeds equal streams', () => {
    const run = (seed: string) => {
      const r = recorder(testHeader({ seed }));
      return Array.from(
        { length: 20 },
        () =>
          r.act({ type: 'random.pick', label: 'd', options: ['1', '2', '3', '4', '5', '6'] })[0]!
            .outcome,
      );
    };
    expect(run('alpha')).toEqual(run('alpha'));
    expect(run('alpha')).not.toEqual(run('beta'));
  });
});

describe('session.note and session.end', () => {
  it('a note changes nothing but the seq and is not an undo step', () => {
    const r = recorder();
    r.act({ type: 'announce.post', text: 'x' });
    const before = r.engine.state;
    r.act({ type: 'session.note', text: 'Table 3 asked for a ruling' });
    expect({ ...r.engine.state, seq: 0, lastAt: 0 }).toEqual({ ...before, seq: 0, lastAt: 0 });
    expect(r.engine.undoLabel).toBe('Announcement: x');
  });

  it('after the end only undo, redo and notes are accepted', () => {
    const r = recorder();
    const [end] = r.act({ type: 'session.end' });
    expect(r.engine.state.status).toBe('ended');
    expect(r.engine.state.endedAt).toBe(end!.at);
    for (const action of [
      { type: 'announce.post', text: 'x' },
      { type: 'random.pick', label: 'x', options: ['a', 'b'] },
      { type: 'session.end' },
    ])
      expect(() => r.act(action)).toThrow('the session has ended');
    r.act({ type: 'session.note', text: 'Debrief at 9' });
    r.act({ type: 'session.undo' });
    expect(r.engine.state.status).toBe('running');
    r.act({ type: 'session.redo' });
    expect(r.engine.state.status).toBe('ended');
  });
});
