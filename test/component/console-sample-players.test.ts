import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import ContestsView from '../../features/contests/ui/ContestsView.svelte';
import SecretsView from '../../features/secrets/ui/SecretsView.svelte';
import TeamsView from '../../features/teams/ui/TeamsView.svelte';
import { INFILTRATOR } from '../unit/secrets/secrets-fixtures.ts';
import { teamsRecorder } from '../unit/teams/teams-fixtures.ts';
import type { ScenarioInput } from '../../scenarios/format/schema.ts';

/**
 * A game tried before its roster exists: the Teams tab fills every seat with sample players
 * (a logged import) that the real roster replaces, and every control that needs players says
 * why it is disabled and what to do.
 */

afterEach(() => cleanup());

const WHAT_TO_DO = 'Add players in the Teams tab (3) or fill it with sample players';

const withContests = () =>
  teamsRecorder('s', {
    secretRoles: [INFILTRATOR],
    votes: [
      {
        id: 'chair',
        name: 'Chair',
        candidates: 'options',
        options: [
          { id: 'yes', name: 'Yes' },
          { id: 'no', name: 'No' },
        ],
      },
    ],
  } as Partial<ScenarioInput>);

describe('sample players in the Teams tab', () => {
  it('fills every seat with numbered sample players, marked as such', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderSessionView(TeamsView, r);
    await fireEvent.click(screen.getByTestId('roster-fill-samples'));
    const fill = sent.at(-1) as { type: string; players: { name: string; sample: boolean }[] };
    expect(fill.type).toBe('roster.import');
    expect(fill.players.map((p) => p.name)).toEqual([
      'Alpha 1',
      'Alpha 2',
      'Alpha 3',
      'Alpha 4',
      'Beta 1',
      'Beta 2',
      'Beta 3',
      'Beta 4',
      'Gamma 1',
    ]);
    expect(fill.players.every((p) => p.sample)).toBe(true);
    await refresh();
    expect(screen.getAllByTestId('roster-sample')).toHaveLength(9);
    expect(screen.getByTestId('roster-sample-note').textContent).toContain('9 sample players');
    // Every seat is taken: nothing more to fill.
    expect(screen.getByTestId('roster-fill-samples')).toHaveProperty('disabled', true);
  });

  it('lets the real roster replace just the sample players', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderSessionView(TeamsView, r);
    await fireEvent.input(screen.getByTestId('roster-name'), { target: { value: 'Ana' } });
    await fireEvent.click(screen.getByTestId('roster-add'));
    await fireEvent.click(screen.getByTestId('roster-fill-samples'));
    await refresh();
    const file = new File(['name,team,role\nBo,Beta,Captain\n'], 'roster.csv', {
      type: 'text/csv',
    });
    await fireEvent.change(screen.getByTestId('roster-file'), { target: { files: [file] } });
    const mapping = await screen.findByTestId('sheet-import');
    await within(mapping).findByTestId('sheet-import-question');
    await fireEvent.click(within(mapping).getByTestId('sheet-import-confirm'));
    const dialog = await screen.findByTestId('roster-import-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('sample players'));
    expect(dialog.textContent).toContain('9 sample players and 1 real ones');
    await fireEvent.click(within(dialog).getByTestId('roster-replace-samples'));
    expect(sent.at(-1)).toMatchObject({ type: 'roster.import', replace: 'sample' });
    await refresh();
    expect(
      screen.getAllByTestId('roster-row').map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Ana', 'Bo']);
    expect(screen.queryByTestId('roster-sample-note')).toBeNull();
  });
});

describe('controls that need players', () => {
  it('secret roles: the draw and the private reveal say why, and the tab offers sample players', async () => {
    const r = withContests();
    const { sent, refresh } = renderSessionView(SecretsView, r);
    const assign = screen.getByTestId('secret-assign');
    expect(assign).toHaveProperty('disabled', true);
    expect(assign.getAttribute('title')).toContain(WHAT_TO_DO);
    expect(screen.getByTestId('secret-blocked').textContent).toContain(WHAT_TO_DO);
    expect(screen.getByTestId('private-reveal').getAttribute('title')).toContain(WHAT_TO_DO);
    expect(screen.getByTestId('needs-players').textContent).toContain(
      'Secret roles are drawn among the players',
    );
    await fireEvent.click(screen.getByTestId('needs-players-fill'));
    expect(sent.at(-1)).toMatchObject({ type: 'roster.import' });
    await refresh();
    expect(screen.getByTestId('secret-assign')).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('needs-players')).toBeNull();
  });

  it('votes: opening says why it cannot, until there are players', async () => {
    const r = withContests();
    const { refresh } = renderSessionView(ContestsView, r);
    const open = screen.getByTestId('vote-open');
    expect(open).toHaveProperty('disabled', true);
    expect(open.getAttribute('title')).toBe(
      `Nobody on the roster may vote in Chair yet. ${WHAT_TO_DO}.`,
    );
    expect(screen.getByTestId('vote-blocked').textContent).toContain(WHAT_TO_DO);
    await fireEvent.click(screen.getByTestId('needs-players-fill'));
    await refresh();
    expect(screen.getByTestId('vote-open')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('vote-open').getAttribute('title')).toBeNull();
  });

  it('posts: appointing says why it cannot', () => {
    const r = teamsRecorder();
    renderSessionView(TeamsView, r);
    const appoint = screen.getAllByRole('combobox', { name: /^Appoint/ })[0]!;
    expect(appoint).toHaveProperty('disabled', true);
    expect(appoint.getAttribute('title')).toContain(WHAT_TO_DO);
    expect(screen.getByTestId('posts-blocked').textContent).toContain(WHAT_TO_DO);
  });
});
