import { describe, expect, it } from 'vitest';
import type { ActionRequest, ActionRequestOf, SessionAction } from '../../../features/index.ts';
import { lodestarSession } from '../../../features/index.ts';

/**
 * The action union is derived from the plugins' schemas: a console that sends a wrong type
 * or field does not compile. The `@ts-expect-error` lines fail the typecheck (`npm run check`)
 * the day they stop being errors.
 */
describe('typed action requests', () => {
  it('accepts well-formed requests, with defaults left out', () => {
    const draw: ActionRequest = { type: 'deck.draw', deck: 'events' };
    const note: ActionRequestOf<'session.note'> = { type: 'session.note', text: 'Lunch' };
    const applied: SessionAction = {
      type: 'deck.draw',
      deck: 'events',
      count: 1,
      from: 'draw',
      position: 'top',
      to: 'play',
    };
    expect(lodestarSession.registry.parse(draw)).toMatchObject({ ok: true });
    expect(lodestarSession.registry.parse(note)).toMatchObject({ ok: true });
    expect(lodestarSession.registry.parse(applied)).toMatchObject({ ok: true, action: applied });
  });

  it('turns a typo in a type or a field into a compile error (and the host still refuses it)', () => {
    // @ts-expect-error -- no such action type
    const wrongType: ActionRequest = { type: 'deck.drw', deck: 'events' };
    // @ts-expect-error -- no such field on deck.draw
    const wrongField: ActionRequest = { type: 'deck.draw', dek: 'events' };
    // @ts-expect-error -- a field of the wrong type
    const wrongValue: ActionRequest = { type: 'clock.adjust', seconds: 'sixty' };
    for (const bad of [wrongType, wrongField, wrongValue])
      expect(lodestarSession.registry.parse(bad)).toMatchObject({ ok: false });
  });

  it('knows every action type the registry accepts', () => {
    const types: ActionRequest['type'][] = ['clock.start', 'secret.assign', 'pile.unlock'];
    for (const type of types) expect(lodestarSession.registry.types()).toContain(type);
  });
});
