import { cleanup, fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import TeamsView from '../../features/teams/ui/TeamsView.svelte';
import { teamsRecorder, teamsScenario } from '../unit/teams/teams-fixtures.ts';

afterEach(() => cleanup());

const withAbilities = () =>
  teamsRecorder('end-view', {
    trackers: [
      ...teamsScenario().trackers,
      { id: 'combat', name: 'Combat', start: 2, max: 6, perTeam: { alpha: { max: 4 } } },
      { id: 'science', name: 'Science', start: 1, max: 6, assumed: true },
    ],
    endConditions: [
      {
        id: 'both-at-zero',
        name: 'Both at 0',
        trackers: ['combat', 'science'],
        threshold: 0,
        outcome: 'loses',
      },
    ],
  });

describe('end conditions in the Teams tab', () => {
  it('shows each holder’s watched tracks with its own maximum and how close it is', async () => {
    const r = withAbilities();
    const { refresh, sent } = renderSessionView(TeamsView, r);
    const alpha = screen.getAllByTestId('end-holder').find((h) => h.dataset.holder === 'alpha')!;
    const combat = within(alpha)
      .getAllByTestId('end-track')
      .find((t) => t.dataset.tracker === 'combat')!;
    expect(within(combat).getByTestId('end-track-value').textContent).toBe('2');
    expect(within(combat).getByTestId('end-track-max').textContent).toBe('/4');
    expect(within(alpha).getByText('to confirm')).toBeTruthy();
    const row = screen.getAllByTestId('team-row').find((x) => x.dataset.team === 'beta')!;
    const cell = row.querySelector('[data-tracker="combat"]') as HTMLElement;
    expect(within(cell).getByTestId('tracker-max').textContent).toBe('/6');
    r.act({ type: 'tracker.set', tracker: 'combat', holder: 'alpha', value: 0 });
    r.act({ type: 'tracker.set', tracker: 'science', holder: 'alpha', value: 0 });
    await refresh();
    const watch = within(
      screen.getAllByTestId('end-holder').find((h) => h.dataset.holder === 'alpha')!,
    ).getByTestId('end-watch');
    expect(watch.textContent).toContain('Both at 0: 2 of 2 — met');
    const input = screen.getByRole('spinbutton', { name: 'Maximum Combat of Beta' });
    await fireEvent.change(input, { target: { value: '5' } });
    expect(sent.at(-1)).toEqual({
      type: 'tracker.maximum',
      tracker: 'combat',
      holder: 'beta',
      max: 5,
    });
  });
});

describe('end conditions on the projector', () => {
  it('shows a public condition met as a banner', async () => {
    const { render } = await import('@testing-library/svelte');
    const { default: DisplayScreen } = await import('../../renderer/display/DisplayScreen.svelte');
    const { displayView } = await import('../../screens/display-view.ts');
    const r = teamsRecorder('end-display', {
      trackers: [...teamsScenario().trackers, { id: 'hull', name: 'Hull', start: 1 }],
      endConditions: [{ id: 'sunk', name: 'Sunk', trackers: ['hull'], threshold: 0, public: true }],
    });
    r.act({ type: 'tracker.adjust', tracker: 'hull', holder: 'gamma', by: -1 });
    const view = displayView(r.engine.state, r.at, r.engine.header.scenario);
    render(DisplayScreen, { status: 'live', view, now: r.at });
    const banner = screen.getByTestId('display-ending');
    expect(banner.textContent?.trim()).toBe('Game over (Gamma): Sunk');
    expect(banner.dataset.holder).toBe('gamma');
  });
});
