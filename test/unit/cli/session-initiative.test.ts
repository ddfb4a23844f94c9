import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSession, sessionAct, tempDir } from './run-cli.ts';

/** An order of play run headless: started and passed on from the command line. */
let dir: { dir: string; remove(): void };
beforeEach(() => (dir = tempDir('initiative')));
afterEach(() => dir.remove());

describe('lodestar session act with an order of play', () => {
  it('starts So Say We All’s Fleet initiative order and passes the turn on', async () => {
    const file = path.join(dir.dir, 'fleet.session.jsonl');
    await newSession('so-say-we-all', file);
    const start = await sessionAct(file, { type: 'initiative.start', order: 'fleet-initiative' });
    expect(start.code).toBe(0);
    expect(start.stdout).toMatch(/Fleet initiative order: .+'s turn/);
    const next = await sessionAct(file, { type: 'initiative.next', order: 'fleet-initiative' });
    expect(next.stdout).toMatch(/'s turn \(2 of 11\)/);
    const wrong = await sessionAct(file, { type: 'initiative.next', order: 'no-such-order' });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain('There is no order of play "no-such-order"');
  });
});
