import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { lodestarSession } from '../../features/index.ts';
import { createHeader } from '../../session/session-header.ts';
import type { Action } from '../../session/types.ts';
import AdjudicationView from '../../features/adjudication/ui/AdjudicationView.svelte';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { recorder as sessionRecorder, T0 } from '../unit/session/session-fixtures.ts';

afterEach(() => cleanup());

const aquila = bundledScenarios.find((b) => b.id === 'aquila-rift')!.scenario;

function session() {
  return sessionRecorder(
    createHeader({
      id: 'adj',
      title: 'Adjudication',
      scenarioId: 'aquila-rift',
      scenario: aquila,
      seed: 'adj',
      createdAt: T0,
      createdBy: 'Control',
      utcOffsetMinutes: 0,
    }),
    lodestarSession,
  );
}

function view(r: ReturnType<typeof session>) {
  const sent: Action[] = [];
  const onact = async (action: Action) => (sent.push(action), true);
  const rendered = render(AdjudicationView, {
    props: { scenario: aquila, session: r.engine.state, disabled: false, onact },
  });
  return { sent, rendered };
}

describe('the adjudication tab', () => {
  it('updates the odds as inputs change and sends typed dice with the inputs', async () => {
    const r = session();
    const { sent } = view(r);
    const win = () => screen.getByTestId('odds-win').textContent ?? '';
    const atGuns6 = win();
    expect(atGuns6).toMatch(/chance of at least one penetration/);
    await fireEvent.input(screen.getByTestId('input-guns'), { target: { value: '12' } });
    await waitFor(() => expect(win()).not.toBe(atGuns6));
    await fireEvent.input(screen.getByTestId('input-guns'), { target: { value: '99' } });
    await waitFor(() =>
      expect(screen.getByTestId('resolver-odds').textContent).toMatch(
        /must be from 0 to 30, not 99/,
      ),
    );
    await fireEvent.input(screen.getByTestId('input-guns'), { target: { value: '3' } });
    await fireEvent.input(screen.getByTestId('typed-dice'), { target: { value: '6 6 1' } });
    await fireEvent.click(screen.getByTestId('resolve-typed'));
    expect(sent.at(-1)).toMatchObject({
      type: 'ruling.resolve',
      resolver: 'guns-vs-armour',
      inputs: { guns: 3, armour: 6, targets: 1, firer: 'ship', target: 'ship' },
      dice: [6, 6, 1],
    });
  });

  it('shows a proposed ruling step by step, and an amendment needs a reason', async () => {
    const r = session();
    r.act({
      type: 'ruling.resolve',
      resolver: 'guns-vs-armour',
      inputs: { guns: 3, armour: 10 },
      dice: [6, 6, 1],
    });
    const { sent } = view(r);
    expect(screen.getByTestId('ruling-steps').textContent).toContain(
      'The pair of 6s totals 12 and beats armour 10: 6 hexes of damage.',
    );
    await fireEvent.click(screen.getByTestId('ruling-amend'));
    await fireEvent.input(screen.getByTestId('amend-hex-damage'), { target: { value: '3' } });
    await fireEvent.click(screen.getByTestId('override-save'));
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toMatch(/Say why/);
    await fireEvent.input(screen.getByTestId('override-reason'), {
      target: { value: 'Half cover' },
    });
    await fireEvent.click(screen.getByTestId('override-save'));
    expect(sent.at(-1)).toMatchObject({
      type: 'ruling.amend',
      ruling: r.engine.state.adjudication.rulings[0]!.seq,
      tally: { penetration: 1, 'hex-damage': 3 },
      reason: 'Half cover',
    });
  });
});
