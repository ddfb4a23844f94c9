import { describe, expect, it } from 'vitest';
import { setupScenario } from './setup-fixtures.ts';

const deal = (homesFrom: string) => ({
  id: 'galaxy',
  name: 'Galaxy',
  kind: 'galaxy-deal' as const,
  templates: ['none'],
  homesFrom,
});
const draft = { id: 'draft', name: 'Draft', kind: 'draft' as const, deck: 'trees' };

describe('checking the player-count step and drafted homes', () => {
  it('refuses a player range whose most is below its least', () => {
    expect(() =>
      setupScenario({
        setup: [{ id: 'players', name: 'Players', kind: 'seats-in-play', min: 5, max: 3 }],
      }),
    ).toThrow(/at most 3 players is fewer than the least, 5/);
  });

  it('refuses homes from a step that is not a draft, or a card that brings no tile', () => {
    expect(() => setupScenario({ setup: [deal('nope')] })).toThrow(/no draft step \\"nope\\"/);
    expect(() => setupScenario({ setup: [draft, deal('draft')] })).toThrow(
      /the card \\"ash\\" of \\"trees\\" brings no tile for its home/,
    );
  });
});
