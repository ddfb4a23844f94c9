import '@testing-library/svelte/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ScreensMenu from '../../renderer/screens/ScreensMenu.svelte';
import { NEEDS_TEAM_KEY } from '../../renderer/screens/screen-links.ts';

afterEach(() => cleanup());

const teams = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
];
const timers = [{ id: 't7-1', name: 'Map turns', scope: 'Table 2' }];
const base = 'http://hall.local:4317/#/sessions/friday';

async function openMenu(teamKey?: (team: string) => string | null) {
  render(ScreensMenu, {
    props: { sessionId: 'friday', teams, timers, base, ...(teamKey ? { teamKey } : {}) },
  });
  await fireEvent.click(screen.getByTestId('screens-menu'));
}

const href = (id: string) => screen.getByTestId(`screen-open-${id}`).getAttribute('href');

describe('the Screens menu', () => {
  it("links every public page of the session, and each table's timer", async () => {
    await openMenu();
    expect(href('display')).toBe('http://hall.local:4317/display?session=friday');
    expect(href('ticker')).toBe('http://hall.local:4317/ticker?session=friday');
    expect(href('results')).toBe('http://hall.local:4317/results?session=friday');
    expect(href('timer')).toBe('http://hall.local:4317/timer?session=friday');
    expect(href('timer-t7-1')).toBe('http://hall.local:4317/timer?session=friday&timer=t7-1');
    expect(screen.getByTestId('screen-link-timer-t7-1').textContent).toContain('Table 2');
  });

  it('closes on Escape and on a click elsewhere', async () => {
    await openMenu();
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('screen-link-ticker')).toBeNull();
    await fireEvent.click(screen.getByTestId('screens-menu'));
    expect(screen.getByTestId('screen-link-ticker')).toBeTruthy();
    await fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('screen-link-ticker')).toBeNull();
  });

  it("lists team pages without a link until the console has the team's key", async () => {
    await openMenu();
    expect(screen.getByTestId('screen-link-team-alpha').textContent).toContain(NEEDS_TEAM_KEY);
    expect(screen.queryByTestId('screen-open-team-alpha')).toBeNull();
  });

  it("links a team's page with its key once there is one", async () => {
    await openMenu((team) => (team === 'alpha' ? 'k&1' : null));
    expect(href('team-alpha')).toBe(
      'http://hall.local:4317/team?session=friday&team=alpha&key=k%261',
    );
    expect(screen.queryByTestId('screen-open-team-beta')).toBeNull();
  });
});
