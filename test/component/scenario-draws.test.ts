import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../scenarios/format/schema.ts';
import { renderApp } from './support/app.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';
import { captureDownloads } from './downloads.ts';

/** A scenario with one of each draw, and a phase that deals from the deck. */
function drawsLibrary(): FakeBackend {
  return new FakeBackend().add(
    'raiders',
    makeScenario(
      { title: 'Raiders' },
      {
        teams: [{ id: 'north', name: 'North', colour: '#336699' }],
        decks: [
          {
            id: 'events',
            name: 'Events',
            cards: [
              { id: 'leak', title: 'Fuel Leak', copies: 2 },
              { id: 'mutiny', title: 'Mutiny', persistent: true },
              { id: 'drift', title: 'Drift' },
              { id: 'calm', title: 'Calm', copies: 3 },
            ],
          },
          { id: 'spare', name: 'Spare' },
        ],
        bags: [
          {
            id: 'cloth',
            name: 'Cloth bag',
            kinds: [
              { id: 'red', name: 'Red', total: 10 },
              { id: 'blue', name: 'Blue' },
            ],
            contents: { red: 4, blue: 8 },
            presets: [
              { id: 'easy', name: 'Easy' },
              { id: 'hard', name: 'Hard' },
            ],
          },
        ],
        dice: [
          {
            id: 'captain',
            name: 'Captain die',
            faces: [{ value: 1 }, { value: 2 }, { value: 3, label: 'Shield' }],
          },
        ],
        tables: [
          {
            id: 'raid',
            name: 'Raid',
            roll: '1d6',
            rows: [
              { min: 1, max: 3, result: 'Calm' },
              { min: 4, max: 6, result: 'Storm', then: 'weather' },
            ],
          },
          {
            id: 'weather',
            name: 'Weather',
            roll: '1d6',
            rows: [{ min: 1, max: 4, result: 'Rain' }],
          },
        ],
        schedule: {
          blocks: [
            {
              id: 'turn',
              phases: [
                {
                  id: 'events',
                  name: 'Event Phase',
                  minutes: 10,
                  atStart: [{ kind: 'deal', deck: 'events' }],
                },
              ],
            },
          ],
        },
      },
    ),
  );
}

async function openRaiders(backend: FakeBackend) {
  window.location.hash = '#/scenario/raiders';
  renderApp(backend, { autosaveDelayMs: 0 });
  await waitFor(() => expect(document.body.dataset.ready).toBe('scenario'), { timeout: 60_000 });
}

const entry = (section: string, id: string) =>
  screen.getAllByTestId(`${section}-entry`).find((li) => li.dataset.id === id) as HTMLElement;

const file = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

async function importInto(section: string, id: string, upload: File) {
  const input = within(entry(section, id)).getByTestId(`${section}-import`);
  await fireEvent.change(input, { target: { files: [upload] } });
}

const lastSaved = (backend: FakeBackend) =>
  (backend.callsOf('scenario.save').at(-1) as { scenario: Scenario } | undefined)?.scenario;

afterEach(() => vi.restoreAllMocks());

describe('draws on the scenario page', () => {
  it('lists decks with copies, persistent cards and a preview of titles', async () => {
    await openRaiders(drawsLibrary());
    expect(entry('section-decks', 'events').textContent).toContain(
      '7 cards, 1 persistent · Fuel Leak, Mutiny, Drift…',
    );
    expect(entry('section-decks', 'spare').textContent).toContain('0 cards');
    expect(screen.getByTestId('section-decks').querySelector('h2')?.textContent).toContain('2');
  });

  it('lists tables with their dice, rows and what the check found', async () => {
    await openRaiders(drawsLibrary());
    expect(entry('section-tables', 'raid').textContent).toContain('1d6 · 2 rows');
    expect(within(entry('section-tables', 'raid')).queryByTestId('section-tables-problems')).toBe(
      null,
    );
    expect(
      within(entry('section-tables', 'weather')).getByTestId('section-tables-problems').textContent,
    ).toContain('Warning: the rulebook prints no row for 5–6');
  });

  it('lists bags and dice as they are, without editing them', async () => {
    await openRaiders(drawsLibrary());
    const bags = screen.getByTestId('section-bags');
    expect(bags.textContent).toContain('Cloth bag');
    expect(bags.textContent).toContain('12 in the bag: 4 Red (of 10), 8 Blue · presets Easy, Hard');
    const dice = screen.getByTestId('section-dice');
    expect(dice.textContent).toContain('Captain die');
    expect(dice.textContent).toContain('d[captain] · 3 faces: 1, 2, Shield');
    expect(within(bags).queryByRole('button')).toBe(null);
    expect(within(dice).queryByRole('button')).toBe(null);
  });

  it('explains empty bags and dice sections', async () => {
    const backend = new FakeBackend().add('raiders', makeScenario({ title: 'Raiders' }));
    await openRaiders(backend);
    expect(screen.getByTestId('section-bags').textContent).toMatch(/No bags yet\./);
    expect(screen.getByTestId('section-dice').textContent).toMatch(/No named dice yet\./);
  });

  it('replaces a deck’s cards from a TSV file only after saying how many it replaces', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    await importInto(
      'section-decks',
      'spare',
      file('spare.tsv', '\uFEFFTitle\tCopies\tCost\r\nRefit\t2\t3\r\nSalvage\t1\t\r\n'),
    );
    const dialog = await screen.findByTestId('section-decks-confirm');
    expect(dialog.textContent).toContain(
      'Replace the 0 cards of Spare with the 3 cards (2 different cards) in “spare.tsv”?',
    );
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(entry('section-decks', 'spare').textContent).toContain('0 cards');

    await importInto(
      'section-decks',
      'events',
      file('events.csv', 'title,copies\nRefit,2\nSalvage,1\n'),
    );
    const again = await screen.findByTestId('section-decks-confirm');
    expect(again.textContent).toContain('Replace the 7 cards of Events with the 3 cards');
    await fireEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(entry('section-decks', 'events').textContent).toContain('3 cards · Refit, Salvage'),
    );
    await waitFor(() =>
      expect(lastSaved(backend)?.decks[0]?.cards.map((c) => [c.id, c.copies])).toEqual([
        ['refit', 2],
        ['salvage', 1],
      ]),
    );
  });

  it('shows what the reader noticed in the confirmation', async () => {
    await openRaiders(drawsLibrary());
    await importInto('section-decks', 'spare', file('spare.csv', 'title\nRefit,stray\n'));
    const dialog = await screen.findByTestId('section-decks-confirm');
    expect(within(dialog).getByTestId('section-decks-notes').textContent).toContain(
      'row 2 has more cells than the header has columns',
    );
  });

  it('lists an import’s mistakes row by row and changes nothing', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    await importInto(
      'section-decks',
      'events',
      file('events.csv', 'id,title,copies\na,Alpha,two\nb,,1\na,Again,1\n'),
    );
    const errors = await screen.findByTestId('section-decks-errors');
    expect(errors.textContent).toContain('Nothing was imported: “events.csv” has 3 mistakes.');
    expect([...errors.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "row 2: copies must be a whole number (got 'two')",
      'row 3: a card needs a title',
      'row 4: the id "a" is already used by row 2',
    ]);
    expect((screen.getByTestId('section-decks-confirm') as HTMLDialogElement).open).toBe(false);
    expect(entry('section-decks', 'events').textContent).toContain('7 cards');
    expect(backend.callsOf('scenario.save')).toEqual([]);
  });

  it('replaces a table’s rows and dice from a rulebook paste', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    await importInto(
      'section-tables',
      'weather',
      file(
        'weather.txt',
        '1D10\tResult:\tFight\tNotes:\n1-5\tRain\t0\t-\n6-9\tHail\t2\tLose 1D6 sails\n10\tGale\t5\t\n',
      ),
    );
    const dialog = await screen.findByTestId('section-tables-confirm');
    expect(dialog.textContent).toContain(
      'Replace the 1 row of Weather with the 3 rows in “weather.txt” (rolled on 1d10)?',
    );
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(entry('section-tables', 'weather').textContent).toContain('1d10 · 3 rows'),
    );
    expect(
      within(entry('section-tables', 'weather')).queryByTestId('section-tables-problems'),
    ).toBe(null);
    await waitFor(() =>
      expect(lastSaved(backend)?.tables[1]).toMatchObject({
        roll: '1d10',
        fieldNames: ['Fight'],
        rows: [
          { min: 1, max: 5, result: 'Rain', fields: { Fight: 0 } },
          { min: 6, max: 9, result: 'Hail', detail: 'Lose 1D6 sails' },
          { min: 10, max: 10, result: 'Gale' },
        ],
      }),
    );
  });

  it('refuses rows that roll on a table the scenario does not have', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    await importInto(
      'section-tables',
      'raid',
      file('raid.csv', '1d6,result,then\n1-6,Ambush,loot\n'),
    );
    const errors = await screen.findByTestId('section-tables-errors');
    expect(errors.textContent).toContain(
      'row 2: then names "loot", which is not a table in this scenario (add it first)',
    );
    expect(backend.callsOf('scenario.save')).toEqual([]);
  });

  it('refuses a file too large to be a spreadsheet', async () => {
    await openRaiders(drawsLibrary());
    const big = file('huge.csv', 'x');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await importInto('section-decks', 'events', big);
    expect((await screen.findByTestId('section-decks-errors')).textContent).toContain(
      '“huge.csv” is too large to be a spreadsheet of decks',
    );
  });

  it('exports a deck and a table as CSV files', async () => {
    await openRaiders(drawsLibrary());
    const { names, blobs } = captureDownloads();
    await fireEvent.click(
      within(entry('section-decks', 'events')).getByTestId('section-decks-export'),
    );
    await fireEvent.click(
      within(entry('section-tables', 'raid')).getByTestId('section-tables-export'),
    );
    expect(names).toEqual(['events.csv', 'raid.csv']);
    const [deckCsv, tableCsv] = await Promise.all(blobs.map((b) => b.text()));
    expect(deckCsv?.split('\n').slice(0, 2)).toEqual([
      'id,title,text,copies,tags,persistent,source',
      'leak,Fuel Leak,,2,,no,',
    ]);
    expect(tableCsv).toBe('1d6,result,detail,then,extra\n1-3,Calm,,,\n4-6,Storm,,weather,\n');
  });

  it('adds a deck and a table by name and deletes them after asking', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    const name = screen.getByTestId('section-decks-new') as HTMLInputElement;
    await fireEvent.input(name, { target: { value: 'Crises' } });
    await fireEvent.submit(name.form!);
    expect(entry('section-decks', 'crises').textContent).toContain('Crises');
    const tableName = screen.getByTestId('section-tables-new') as HTMLInputElement;
    await fireEvent.input(tableName, { target: { value: 'Raid' } });
    await fireEvent.submit(tableName.form!);
    expect(entry('section-tables', 'raid-2').textContent).toContain('0 rows');

    await fireEvent.click(
      within(entry('section-decks', 'spare')).getByTestId('section-decks-delete-button'),
    );
    const dialog = await screen.findByTestId('section-decks-delete');
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastSaved(backend)?.decks.map((d) => d.id)).toEqual(['events', 'crises']),
    );
    expect(lastSaved(backend)?.tables.map((t) => t.id)).toEqual(['raid', 'weather', 'raid-2']);
  });

  it('will not delete a deck a phase deals from, or a table another one rolls on', async () => {
    const backend = drawsLibrary();
    await openRaiders(backend);
    await fireEvent.click(
      within(entry('section-decks', 'events')).getByTestId('section-decks-delete-button'),
    );
    const dialog = await screen.findByTestId('section-decks-delete');
    expect(within(dialog).getByTestId('section-decks-in-use').textContent).toContain(
      'Events cannot be deleted while the deal at the start of Event Phase uses it.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await fireEvent.click(
      within(entry('section-tables', 'weather')).getByTestId('section-tables-delete-button'),
    );
    const tableDialog = await screen.findByTestId('section-tables-delete');
    expect(tableDialog.textContent).toContain(
      'Weather cannot be deleted while a row of Raid uses it.',
    );
    expect(screen.getAllByTestId('section-decks-entry')).toHaveLength(2);
    expect(screen.getAllByTestId('section-tables-entry')).toHaveLength(2);
    expect(backend.callsOf('scenario.save')).toEqual([]);
  });
});
