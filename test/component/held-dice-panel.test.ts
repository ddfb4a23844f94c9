import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import HeldDicePanel from '../../features/held-dice/ui/HeldDicePanel.svelte';
import type { ActionRequest } from '../../features/index.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';

afterEach(() => cleanup());

const solo = bundledScenarios.find((b) => b.id === 'free-captain-solo')!.scenario;

function renderPanel(face: number) {
  const sent: ActionRequest[] = [];
  render(HeldDicePanel, {
    scenario: solo,
    heldDice: { dice: { 'engineer-die': { owner: 'captain', face } } },
    disabled: false,
    onact: (action: ActionRequest) => {
      sent.push(action);
      return Promise.resolve(true);
    },
  });
  return sent;
}

describe('Dice in hand', () => {
  it('turns a die down or up one face, and says why an end face cannot go further', async () => {
    const sent = renderPanel(6);
    const up = screen.getByRole('button', { name: /^Up one: Engineer/ }) as HTMLButtonElement;
    const down = screen.getByRole('button', { name: /^Down one: Engineer/ }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    expect(up.title).toMatch(/highest face/);
    await fireEvent.click(down);
    expect(sent).toEqual([
      { type: 'held-die.step', die: 'engineer-die', direction: 'down', by: 1 },
    ]);
  });

  it('at the lowest face offers only the upgrade, as the rules keep a die there', async () => {
    const sent = renderPanel(1);
    const down = screen.getByRole('button', { name: /^Down one: Engineer/ }) as HTMLButtonElement;
    expect(down.disabled).toBe(true);
    expect(down.title).toMatch(/stays there unless rerolled/);
    await fireEvent.click(screen.getByRole('button', { name: /^Up one: Engineer/ }));
    expect(sent).toEqual([{ type: 'held-die.step', die: 'engineer-die', direction: 'up', by: 1 }]);
  });
});
