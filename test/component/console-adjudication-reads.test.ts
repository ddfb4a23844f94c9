import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../session/types.ts';
import AdjudicationView from '../../features/adjudication/ui/AdjudicationView.svelte';
import { gunneryScenario } from '../unit/adjudication/gunnery-fixture.ts';
import { mapsRecorder } from '../unit/maps/maps-fixtures.ts';

afterEach(() => cleanup());

function view() {
  const scenario = gunneryScenario();
  const r = mapsRecorder(scenario);
  const sent: Action[] = [];
  const onact = async (action: Action) => (sent.push(action), true);
  const rendered = render(AdjudicationView, {
    props: { scenario, session: r.engine.state, disabled: false, onact },
  });
  return { sent, rendered, r, scenario };
}

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('the adjudication tab, with inputs read from play', () => {
  it('shows what it will read for the team and piece picked, and leaves it to the session', async () => {
    const { sent } = view();
    expect(text('read-guns')).toMatch(/not read \(name the acting team\)/);
    expect(text('read-crew')).toMatch(/not read \(name the piece\)/);
    await fireEvent.change(screen.getByTestId('ruling-actor'), { target: { value: 'red' } });
    await fireEvent.change(screen.getByTestId('ruling-piece'), {
      target: { value: 'skirmish/ship-red' },
    });
    await waitFor(() => expect(text('read-guns')).toMatch(/^Guns\s*2\s*read from Gunnery of Red/));
    expect(text('read-crew')).toMatch(/3\s*read from Crew of Red cruiser/);
    expect(text('read-terrain')).toMatch(/Asteroid field\s*read from the tile under Red cruiser/);
    // Two dice, read from the Gunnery tracker, before anything is typed.
    expect(text('resolver-odds')).not.toMatch(/must be/);
    await fireEvent.click(screen.getByTestId('resolve-roll'));
    const sentAction = sent.at(-1) as Record<string, unknown>;
    expect(sentAction).toMatchObject({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      piece: { map: 'skirmish', token: 'ship-red' },
    });
    expect(Object.keys(sentAction['inputs'] as object)).toEqual(['weapon']);
  });

  it('types a value over the one read, starting from it, and can read again', async () => {
    const { sent } = view();
    await fireEvent.change(screen.getByTestId('ruling-actor'), { target: { value: 'red' } });
    await waitFor(() => expect(text('read-guns')).toMatch(/^Guns\s*2\s*read from Gunnery of Red/));
    await fireEvent.click(screen.getByTestId('type-guns'));
    const guns = screen.getByTestId('input-guns') as HTMLInputElement;
    expect(guns.value).toBe('2');
    await fireEvent.input(guns, { target: { value: '4' } });
    await fireEvent.click(screen.getByTestId('resolve-roll'));
    expect(sent.at(-1)).toMatchObject({ inputs: { guns: 4, weapon: 'laser' } });
    await fireEvent.click(screen.getByTestId('reread-guns'));
    await waitFor(() => expect(text('read-guns')).toMatch(/^Guns\s*2\s*read from Gunnery of Red/));
  });

  it('says which ruling a chained one follows, and shows rolled amounts', async () => {
    const { r, scenario } = view();
    cleanup();
    const [first] = r.act({
      type: 'ruling.resolve',
      resolver: 'gunnery',
      actor: 'red',
      target: 'blue',
      inputs: { guns: 1 },
      dice: [6],
    });
    const [chained] = r.act({ type: 'ruling.accept', ruling: first!.seq });
    render(AdjudicationView, {
      props: { scenario, session: r.engine.state, disabled: false, onact: async () => true },
    });
    expect(text('ruling-after')).toBe(`Follows ruling #${first!.seq}`);
    expect(text('recent-rulings')).toMatch(/Gunnery:\s+Hit/);
    cleanup();
    r.act({ type: 'ruling.amend', ruling: chained!.seq, tally: { breach: 1 }, reason: 'a breach' });
    render(AdjudicationView, {
      props: { scenario, session: r.engine.state, disabled: false, onact: async () => true },
    });
    expect(text('recent-rulings')).toMatch(
      new RegExp(`Damage \\(after #${first!.seq}\\):[^·]*· Hull −\\d+ \\(2d6: \\d+\\)`),
    );
  });
});
