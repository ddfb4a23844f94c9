import { describe, expect, it } from 'vitest';
import { automationActions, registerAutomation } from '../../../console/clock/automations.ts';

describe('phase-start automations', () => {
  it('turn an announcement into announce.post and a timer into timer.from-template', () => {
    expect(
      automationActions({ kind: 'announce', text: 'Black Market open', urgent: true }),
    ).toEqual([{ type: 'announce.post', text: 'Black Market open', urgent: true }]);
    expect(automationActions({ kind: 'start-timer', template: 'map-tables' })).toEqual([
      { type: 'timer.from-template', template: 'map-tables' },
    ]);
  });

  it('take kinds that later engines register', () => {
    registerAutomation('draw-events', (automation) => [
      { type: 'deck.draw', deck: automation.deck, count: 11 },
    ]);
    expect(automationActions({ kind: 'draw-events', deck: 'events' })).toEqual([
      { type: 'deck.draw', deck: 'events', count: 11 },
    ]);
  });

  it('refuse a kind nobody registered', () => {
    expect(() => automationActions({ kind: 'adjudicate' })).toThrow(
      'no handler for the phase-start automation "adjudicate"',
    );
  });
});
