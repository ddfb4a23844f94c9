import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../../host/session-store.ts';
import { CONTROL, FACILITATOR } from '../../../session/viewer.ts';
import { overrideRefusal } from '../../../session/control-override.ts';
import { bundled } from '../maps/maps-fixtures.ts';
import { makeDataDir, removeDataDir } from './temp-library.ts';
import { manualClock } from './session-fixtures.ts';

/** An override of an enforced rule is Control's alone: the host refuses it from anyone else. */

let dataDir: string;
let store: SessionStore;

beforeEach(async () => {
  dataDir = await makeDataDir();
  store = await SessionStore.open(dataDir, { now: manualClock().now, log: () => {} });
});
afterEach(async () => {
  await store.close();
  await removeDataDir(dataDir);
});

// Civilian Ship 6 at 6,3 to 4,2 is off every straight line from it.
const crooked = {
  type: 'map.move',
  map: 'battle-map',
  token: 'ship-civilian-ship-6',
  to: '4,2',
  override: { reason: 'the wreck drifts' },
};

describe('overriding the movement rules', () => {
  it('is refused from a paired facilitator and accepted from Control', async () => {
    const { id } = await store.create({
      scenario: bundled('so-say-we-all'),
      scenarioId: 'so-say-we-all',
      facilitator: 'Ana',
      seed: 'override',
    });
    await expect(store.act(id, crooked, 'Ben', undefined, FACILITATOR)).rejects.toThrow(
      'not done: only Control can override a rule; facilitator cannot',
    );
    const { override: _, ...plain } = crooked;
    await expect(store.act(id, plain, 'Ben', undefined, FACILITATOR)).rejects.toThrow(
      /Civilian Ship 6 cannot move from .*: it moves only in a straight line/,
    );
    const reply = await store.act(id, crooked, 'Ana', undefined, CONTROL);
    const at = reply.state.maps.live['battle-map']!.tokens.find(
      (t) => t.id === 'ship-civilian-ship-6',
    )!.at;
    expect(at).toBe('4,2');
  });

  it('asks nothing of actions without an override', () => {
    expect(overrideRefusal({ type: 'clock.start' }, FACILITATOR)).toBeNull();
    expect(overrideRefusal(crooked, CONTROL)).toBeNull();
  });
});
