import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import { xlsxOf } from '../../scenarios/csv/sheet-write.ts';
import EventsView from '../../features/events/ui/EventsView.svelte';
import TeamsView from '../../features/teams/ui/TeamsView.svelte';
import { teamsRecorder } from '../unit/teams/teams-fixtures.ts';
import type { DisplayEvent } from '../../features/events/display.ts';
import { displayPartData, displayView } from '../../screens/display-view.ts';

afterEach(() => cleanup());

const renderTeams = (r: ReturnType<typeof teamsRecorder>) => renderSessionView(TeamsView, r);

describe('the teams view', () => {
  it('shows each team’s resources with −/+ and a track with its band', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderTeams(r);
    const alpha = screen.getAllByTestId('team-row').find((row) => row.dataset.team === 'alpha')!;
    const fuel = within(alpha).getAllByTestId('tracker-value')[0]!;
    expect(fuel.textContent).toBe('5');
    await fireEvent.click(within(alpha).getByRole('button', { name: 'Fuel of Alpha up one' }));
    expect(sent.at(-1)).toEqual({
      type: 'tracker.adjust',
      tracker: 'fuel',
      holder: 'alpha',
      by: 1,
    });
    await refresh();
    expect(within(alpha).getAllByTestId('tracker-value')[0]!.textContent).toBe('6');
    // Gamma has no refinery crew: the cell says so rather than offering buttons.
    const gamma = screen.getAllByTestId('team-row').find((row) => row.dataset.team === 'gamma')!;
    expect(within(gamma).getByLabelText('not held')).toBeTruthy();
    for (let i = 0; i < 2; i++)
      await fireEvent.click(screen.getByRole('button', { name: 'Law & Order up one' }));
    await refresh();
    expect(screen.getByTestId('track-value').textContent).toBe('2');
    expect(screen.getByTestId('track-band').textContent).toBe('Calm');
  });

  it('takes a typed amount as one change: +3 and -16 adjust, 12 sets, nonsense is named', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderTeams(r);
    const alpha = () =>
      screen.getAllByTestId('team-row').find((row) => row.dataset.team === 'alpha')!;
    const type = async (text: string, key = 'Enter') => {
      await fireEvent.click(within(alpha()).getAllByTestId('tracker-value')[0]!);
      const entry = within(alpha()).getByTestId('tracker-value-entry') as HTMLInputElement;
      expect(document.activeElement).toBe(entry);
      await fireEvent.input(entry, { target: { value: text } });
      await fireEvent.keyDown(entry, { key });
    };
    await type('+3');
    expect(sent.at(-1)).toEqual({
      type: 'tracker.adjust',
      tracker: 'fuel',
      holder: 'alpha',
      by: 3,
    });
    await refresh();
    expect(within(alpha()).getAllByTestId('tracker-value')[0]!.textContent).toBe('8');
    await type('12');
    expect(sent.at(-1)).toEqual({
      type: 'tracker.set',
      tracker: 'fuel',
      holder: 'alpha',
      value: 12,
    });
    const before = sent.length;
    await type('lots');
    expect(within(alpha()).getByRole('alert').textContent).toContain(
      '“lots” is not a whole number',
    );
    expect(sent.length).toBe(before);
    await fireEvent.keyDown(within(alpha()).getByTestId('tracker-value-entry'), { key: 'Escape' });
    expect(within(alpha()).queryByTestId('tracker-value-entry')).toBeNull();
    await type('-2', 'Escape');
    expect(sent.length).toBe(before);
    // The game-wide track takes one too.
    await fireEvent.click(screen.getByTestId('track-value'));
    const track = screen.getByTestId('track-value-entry');
    await fireEvent.input(track, { target: { value: '+4' } });
    await fireEvent.blur(track);
    expect(sent.at(-1)).toMatchObject({ type: 'tracker.adjust', holder: '', by: 4 });
  });

  it('previews and runs production', async () => {
    const r = teamsRecorder();
    r.act({ type: 'tracker.set', tracker: 'crew', holder: 'beta', value: 5 });
    const { sent } = renderTeams(r);
    const step = screen.getByTestId('production-step');
    expect(step.textContent).toContain('Beta: +4 Fuel');
    expect(step.textContent).toContain('(4 counted)');
    await fireEvent.click(screen.getByTestId('run-production'));
    expect(sent.at(-1)).toEqual({ type: 'tracker.produce', productions: [] });
  });

  it('adds a player, imports a spreadsheet after confirming, and refuses a file with mistakes', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderTeams(r);
    await fireEvent.input(screen.getByTestId('roster-name'), { target: { value: 'Ana' } });
    await fireEvent.click(screen.getByTestId('roster-add'));
    expect(sent.at(-1)).toEqual({
      type: 'roster.import',
      players: [{ name: 'Ana', team: null, role: null }],
      replace: false,
    });
    await refresh();
    const file = new File(['name,team,role\nBo,Beta,Captain\nCy,alpha,crew\n'], 'roster.csv', {
      type: 'text/csv',
    });
    await fireEvent.change(screen.getByTestId('roster-file'), { target: { files: [file] } });
    // The column mapping first: each heading read as the roster's column of that name.
    const mapping = await screen.findByTestId('sheet-import');
    expect((await within(mapping).findByTestId('sheet-import-question')).textContent).toContain(
      'Read 2 players from “roster.csv”',
    );
    await fireEvent.click(within(mapping).getByTestId('sheet-import-confirm'));
    await screen.findByTestId('roster-append');
    await fireEvent.click(screen.getByTestId('roster-append'));
    expect(sent.at(-1)).toMatchObject({
      type: 'roster.import',
      replace: false,
      players: [{ name: 'Bo', team: 'beta', role: 'captain' }, { name: 'Cy' }],
    });
    await refresh();
    expect(
      screen.getAllByTestId('roster-row').map((row) => row.querySelector('th')?.textContent),
    ).toEqual(['Ana', 'Bo', 'Cy']);
    const bad = new File(['name,team\nDi,delta\n'], 'bad.csv');
    const before = sent.length;
    await fireEvent.change(screen.getByTestId('roster-file'), { target: { files: [bad] } });
    const refused = await screen.findByTestId('sheet-import');
    await waitFor(() =>
      expect(within(refused).getByTestId('sheet-import-problems').textContent).toContain(
        'row 2: there is no team "delta"',
      ),
    );
    expect(
      (within(refused).getByTestId('sheet-import-confirm') as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(sent.length).toBe(before);
  });
});

describe('a roster saved by Excel', () => {
  it('reads an Excel workbook with its own headings through the column mapping', async () => {
    const r = teamsRecorder();
    const { sent } = renderTeams(r);
    const blob = await xlsxOf(
      [
        ['Participant', 'Faction', 'Dietary needs'],
        ['Łukasz Żółw', 'Beta', 'vegan'],
      ],
      'Players',
    );
    await fireEvent.change(screen.getByTestId('roster-file'), {
      target: { files: [new File([blob], 'players.xlsx', { type: blob.type })] },
    });
    const mapping = await screen.findByTestId('sheet-import');
    expect((await within(mapping).findByTestId('sheet-import-format')).textContent).toContain(
      'Excel workbook',
    );
    const readAs = (column: string) =>
      mapping.querySelector<HTMLSelectElement>(`tr[data-column="${column}"] select`)?.value;
    expect(readAs('Participant')).toBe('target:name');
    expect(readAs('Faction')).toBe('target:team');
    expect(readAs('Dietary needs')).toBe('other');
    await fireEvent.click(await within(mapping).findByTestId('sheet-import-confirm'));
    await fireEvent.click(await screen.findByTestId('roster-append'));
    expect(sent.at(-1)).toMatchObject({
      type: 'roster.import',
      players: [{ name: 'Łukasz Żółw', team: 'beta', notes: expect.stringContaining('vegan') }],
    });
  });
});

const renderEvents = (r: ReturnType<typeof teamsRecorder>) => renderSessionView(EventsView, r);

describe('the event boxes view', () => {
  it('draws events, tallies a box with a live verdict, and shows the result (and the display shows no pledges)', async () => {
    const r = teamsRecorder();
    const { sent, refresh } = renderEvents(r);
    await fireEvent.click(screen.getByTestId('draw-events'));
    expect(sent.at(-1)).toEqual({
      type: 'deck.deal',
      deck: 'events',
      count: 1,
      holders: [],
      to: 'play',
      limit: 1,
    });
    await refresh();
    const alpha = screen.getAllByTestId('event-team').find((t) => t.dataset.team === 'alpha')!;
    const title = within(alpha).getByTestId('event-title').textContent!;
    await fireEvent.click(within(alpha).getByTestId('tally-open'));
    const dialog = await screen.findByTestId('tally-dialog');
    const verdict = () => within(dialog).getByTestId('tally-verdict').textContent ?? '';
    expect(verdict()).toContain('Failure');
    const item = (id: string) =>
      within(dialog)
        .getAllByTestId('tally-item')
        .find((i) => i.dataset.item === id)!;
    for (const id of ['manpower', 'fuel', 'food', 'food', 'fuel', 'fuel'])
      await fireEvent.click(within(item(id)).getByRole('button', { name: /more$/ }));
    expect(verdict()).toContain('Success');
    await fireEvent.click(within(item('sabotage')).getByRole('button', { name: /more$/ }));
    expect(verdict()).toContain('1 Sabotage in the box: the event fails');
    await fireEvent.click(within(dialog).getByTestId('tally-confirm'));
    const tally = sent.at(-1)!;
    expect(tally).toMatchObject({
      type: 'event.tally',
      rules: 'boxes',
      team: 'alpha',
      contents: { manpower: 1, fuel: 3, food: 2, sabotage: 1 },
    });
    expect(tally['pledges']).toBeUndefined();
    await refresh();
    const result = within(
      screen.getAllByTestId('event-team').find((t) => t.dataset.team === 'alpha')!,
    ).getByTestId('event-result');
    expect(result.textContent).toContain(`${title}: failure`);
    const view = displayView(r.engine.state, r.at, r.engine.header.scenario);
    const events = displayPartData<DisplayEvent[]>(view, 'events/events') ?? [];
    const alphaEvent = events.find((e) => e.team === 'alpha')!;
    expect(alphaEvent).toMatchObject({ title, result: 'failure' });
    expect(JSON.stringify(events)).not.toContain('sabotage');
  });
});
