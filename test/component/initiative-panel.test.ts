import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import InitiativePanel from '../../features/initiative/ui/InitiativePanel.svelte';
import TeamInitiative from '../../features/initiative/ui/TeamInitiative.svelte';
import { initiativeTeamPart } from '../../features/initiative/team-screen.ts';
import { CommandRegistry } from '../../renderer/app/commands.svelte.ts';
import type { ConsoleShell, ConsoleTabProps } from '../../renderer/features/define-feature-ui.ts';
import { play } from '../unit/initiative/initiative-fixtures.ts';
import type { Recorder } from '../unit/session/session-fixtures.ts';

afterEach(() => cleanup());

/** The panel over a recorded session, with a command registry for its shortcut. */
function renderPanel(r: Recorder) {
  const registry = new CommandRegistry();
  const shell = { registerCommands: (c) => registry.register(c) } as Partial<ConsoleShell>;
  const props = (): ConsoleTabProps => ({
    scenario: r.engine.header.scenario,
    session: r.engine.state,
    header: r.engine.header,
    disabled: false,
    onact,
    shell: shell as ConsoleShell,
  });
  async function onact(action: Parameters<ConsoleTabProps['onact']>[0]) {
    r.act(action);
    await rendered.rerender(props());
    return true;
  }
  const rendered = render(InitiativePanel, { props: props() });
  return { registry, refresh: () => rendered.rerender(props()) };
}

const order = (id: string) =>
  screen.getAllByTestId('initiative-order').find((o) => o.dataset.order === id)!;

describe('the orders of play on the console', () => {
  it('starts an order, shows whose turn it is, and the I key passes the turn on', async () => {
    const r = play();
    const { registry } = renderPanel(r);
    await fireEvent.click(within(order('seats')).getByTestId('initiative-start'));
    expect(within(order('seats')).getByTestId('initiative-turn').textContent).toContain('Alpha');
    await fireEvent.click(within(order('seats')).getByTestId('initiative-next'));
    expect(within(order('seats')).getByTestId('initiative-turn').textContent).toContain('Beta');
    expect(registry.find('initiative-next')?.keys).toEqual(['I']);
    const key = new KeyboardEvent('keydown', { key: 'i', bubbles: true, cancelable: true });
    expect(registry.handleKeydown(key)).toBe(true);
    await screen.findByText((_, el) => el?.textContent === 'Gamma’s turn');
    expect(r.log.map((e) => e.action.type)).toEqual([
      'initiative.start',
      'initiative.next',
      'initiative.next',
    ]);
  });

  it('asks for the declared values of those taking part', async () => {
    const r = play();
    r.act({
      type: 'roster.import',
      players: [
        { id: 'ana', name: 'Ana', team: 'alpha', role: 'pirate' },
        { id: 'bo', name: 'Bo', team: 'beta', role: 'patrol' },
      ],
    });
    renderPanel(r);
    const form = order('targets');
    await fireEvent.input(within(form).getByLabelText('Ana: Sensors'), { target: { value: '4' } });
    await fireEvent.input(within(form).getByLabelText('Bo: Sensors'), { target: { value: '2' } });
    await fireEvent.click(within(form).getByTestId('initiative-start'));
    expect(r.engine.state.initiative.runs['targets']?.sequence).toEqual(['bo', 'ana']);
    expect(within(order('targets')).getByTestId('initiative-turn').textContent).toContain('Bo');
  });
});

describe('the orders of play on a team screen', () => {
  it('shows the order under way and whose turn it is', () => {
    const r = play();
    r.act({ type: 'initiative.start', order: 'seats' });
    r.act({ type: 'initiative.next', order: 'seats' });
    const data = initiativeTeamPart.view({
      state: r.engine.state,
      scenario: r.engine.header.scenario,
      teamId: 'gamma',
    });
    render(TeamInitiative, {
      props: { data, scenario: r.engine.header.scenario, state: r.engine.state, teamId: 'gamma' },
    });
    expect(screen.getByTestId('team-initiative-turn').textContent).toContain('Beta’s turn');
  });
});
