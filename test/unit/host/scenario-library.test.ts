import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError, scenarioIdSchema } from '../../../host/channels.ts';
import { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { parseScenarioText, serializeScenario } from '../../../scenarios/format/parse.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { tileSchema } from '../../../scenarios/format/tiles.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import {
  badFixtures,
  scenarioFixtures,
  makeDataDir,
  openLibrary,
  removeDataDir,
  snapshot,
} from './temp-library.ts';

let dataDir: string;
let scenariosDir: string;

beforeEach(async () => {
  dataDir = await makeDataDir();
  scenariosDir = path.join(dataDir, 'scenarios');
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

/** The HostError a promise rejects with (fails the test if it resolves or throws another kind). */
async function hostError(promise: Promise<unknown>): Promise<HostError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

const bundledIds = bundledScenarios.map((b) => b.id);

const draftV0 = {
  schemaVersion: 0,
  title: 'Harbour Night',
  designer: 'Ana Lima, Bo Chen',
  players: '12-20',
  duration: '3h30m',
  teams: [{ name: 'Dock Guild', color: '#a33', roles: ['Master', 'Porter', 'Porter'] }],
};

describe('opening a data folder', () => {
  it('copies the bundled scenarios in on the first run only', async () => {
    const library = await openLibrary(dataDir);
    const first = await library.list();
    expect(first.problems).toEqual([]);
    expect(first.scenarios.map((s) => s.id).sort()).toEqual([...bundledIds].sort());
    for (const { id, scenario } of bundledScenarios) {
      expect((await library.get(id)).scenario).toEqual(scenario);
    }
    const marker = JSON.parse(await fs.readFile(path.join(dataDir, 'library.json'), 'utf8'));
    expect(marker.bundledCopied.sort()).toEqual([...bundledIds].sort());

    await library.delete(bundledIds[0] as string);
    const reopened = await openLibrary(dataDir);
    const ids = (await reopened.list()).scenarios.map((s) => s.id);
    expect(ids).not.toContain(bundledIds[0]);
    expect(ids).toHaveLength(bundledIds.length - 1);
  });

  it('never overwrites a file that is already there on the first run', async () => {
    const id = bundledIds[0] as string;
    await fs.mkdir(scenariosDir, { recursive: true });
    await fs.writeFile(path.join(scenariosDir, `${id}.lodestar.json`), 'my own notes');
    const library = await openLibrary(dataDir);
    expect(await fs.readFile(path.join(scenariosDir, `${id}.lodestar.json`), 'utf8')).toBe(
      'my own notes',
    );
    const { problems } = await library.list();
    expect(problems.map((p) => p.fileName)).toEqual([`${id}.lodestar.json`]);
  });

  it('offers the bundled scenarios as templates', async () => {
    const library = await openLibrary(dataDir);
    const templates = await library.templates();
    expect(templates.map((t) => t.id)).toEqual(bundledIds);
    expect(templates[0]?.title).toBe(bundledScenarios[0]?.scenario.meta.title);
  });

  it('reports a data folder it cannot create as an io error', async () => {
    const blocker = path.join(dataDir, 'a-file');
    await fs.writeFile(blocker, 'x');
    const error = await hostError(ScenarioLibrary.open(path.join(blocker, 'data')));
    expect(error.code).toBe('io');
    expect(error.message).toContain(blocker);
  });
});

describe('creating, saving and renaming', () => {
  it('creates a blank scenario under an id made from its title', async () => {
    const library = await openLibrary(dataDir);
    const summary = await library.create({ title: '  Battle of Kobol  ' });
    expect(summary.title).toBe('Battle of Kobol');
    expect(summary.id).toMatch(/^battle-of-kobol-[0-9a-f]{6}$/);
    expect(scenarioIdSchema.safeParse(summary.id).success).toBe(true);
    expect(summary.fileName).toBe(`${summary.id}.lodestar.json`);
    const stats = await fs.stat(path.join(scenariosDir, summary.fileName));
    expect(summary.modifiedAt).toBe(stats.mtime.toISOString());
    const untitled = await library.create();
    expect(untitled.title).toBe('Untitled scenario');
    expect(untitled.id).not.toBe(summary.id);
  });

  it('creates a copy of a template, optionally under another title', async () => {
    const library = await openLibrary(dataDir);
    const template = bundledScenarios[1] as (typeof bundledScenarios)[number];
    const copy = await library.create({ templateId: template.id, title: 'Our Rift' });
    const { scenario } = await library.get(copy.id);
    expect(scenario).toEqual({
      ...template.scenario,
      meta: { ...template.scenario.meta, title: 'Our Rift' },
    });
    expect(template.scenario.meta.title).not.toBe('Our Rift');
    const error = await hostError(library.create({ templateId: 'no-such-template' }));
    expect(error.code).toBe('not-found');
    expect(error.message).toContain('no-such-template');
  });

  it('saves a scenario, keeping the previous version as .bak', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Draft' });
    const { scenario } = await library.get(id);
    const before = await fs.readFile(path.join(scenariosDir, `${id}.lodestar.json`), 'utf8');
    const changed: Scenario = {
      ...scenario,
      meta: { ...scenario.meta, tags: ['naval'] },
      teams: [
        {
          id: 'red',
          name: 'Red',
          colour: '#aa0000',
          kind: 'team',
          description: '',
          roles: [{ id: 'captain', name: 'Captain', count: 3, description: '' }],
        },
      ],
    };
    const summary = await library.save(id, changed);
    expect(summary).toMatchObject({ id, tags: ['naval'], teamCount: 1, seatCount: 3 });
    expect((await library.get(id)).scenario).toEqual(changed);
    expect(await fs.readFile(path.join(scenariosDir, `${id}.lodestar.json.bak`), 'utf8')).toBe(
      before,
    );
    expect((await library.list()).scenarios.find((s) => s.id === id)?.seatCount).toBe(3);
  });

  it('refuses an invalid scenario with every problem and writes nothing', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Keep me' });
    const { scenario } = await library.get(id);
    const before = await snapshot(scenariosDir);
    const bad = {
      ...scenario,
      meta: { ...scenario.meta, title: '', players: { min: 5, max: 2 } },
    } as Scenario;
    const error = await hostError(library.save(id, bad));
    expect(error.code).toBe('invalid');
    expect(error.problems?.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.meta.title', '$.meta.players.max']),
    );
    expect(await snapshot(scenariosDir)).toEqual(before);
  });

  it('reports a failed write as an io error naming the file, and keeps the old file', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await library.create({ title: 'Stuck' });
    const { scenario } = await library.get(id);
    const before = await fs.readFile(path.join(scenariosDir, fileName), 'utf8');
    // A folder where the .bak must go makes the write fail after the new text is on disk.
    await fs.mkdir(path.join(scenariosDir, `${fileName}.bak`, 'inside'), { recursive: true });
    const changed = { ...scenario, meta: { ...scenario.meta, title: 'Moved on' } };
    const error = await hostError(library.save(id, changed));
    expect(error.code).toBe('io');
    expect(error.message).toContain(fileName);
    expect(await fs.readFile(path.join(scenariosDir, fileName), 'utf8')).toBe(before);
    expect((await library.get(id)).scenario.meta.title).toBe('Stuck');
    expect((await library.list()).scenarios.find((s) => s.id === id)?.title).toBe('Stuck');
  });

  it('says not-found for an unknown id, and for anything that is not an id', async () => {
    const library = await openLibrary(dataDir);
    const scenario = bundledScenarios[0]?.scenario as Scenario;
    for (const id of ['missing-one', '../library', 'A B']) {
      expect((await hostError(library.get(id))).code).toBe('not-found');
      expect((await hostError(library.save(id, scenario))).code).toBe('not-found');
      expect((await hostError(library.delete(id))).code).toBe('not-found');
    }
    expect(await fs.readdir(dataDir)).toEqual(
      expect.not.arrayContaining(['library.lodestar.json']),
    );
  });

  it('gives concurrent creations distinct ids and lets the last concurrent save win', async () => {
    const library = await openLibrary(dataDir);
    const created = await Promise.all(
      Array.from({ length: 10 }, () => library.create({ title: 'Same' })),
    );
    expect(new Set(created.map((c) => c.id)).size).toBe(10);
    const id = created[0]?.id as string;
    const { scenario } = await library.get(id);
    const titles = Array.from({ length: 8 }, (_, i) => `Version ${i}`);
    await Promise.all(
      titles.map((title) => library.save(id, { ...scenario, meta: { ...scenario.meta, title } })),
    );
    expect((await library.get(id)).scenario.meta.title).toBe('Version 7');
    expect((await library.list()).scenarios).toHaveLength(bundledIds.length + 10);
  });

  it('duplicates under a new id with "(copy)" added to the title', async () => {
    const library = await openLibrary(dataDir);
    const id = bundledIds[0] as string;
    const copy = await library.duplicate(id);
    expect(copy.id).not.toBe(id);
    const original = await library.get(id);
    const duplicated = await library.get(copy.id);
    expect(duplicated.scenario.meta.title).toBe(`${original.scenario.meta.title} (copy)`);
    expect({ ...duplicated.scenario, meta: original.scenario.meta }).toEqual(original.scenario);
  });

  it('renames in place: the id and file stay', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Old name' });
    const summary = await library.rename(id, '  New name ');
    expect(summary).toMatchObject({ id, title: 'New name', fileName: `${id}.lodestar.json` });
    expect((await library.get(id)).scenario.meta.title).toBe('New name');
    expect((await hostError(library.rename(id, '   '))).code).toBe('invalid');
  });

  it('tells every listener after each change, until it unsubscribes', async () => {
    const library = await openLibrary(dataDir);
    const reasons: string[] = [];
    const stop = library.onChange((reason) => reasons.push(reason));
    const { id } = await library.create({ title: 'Noted' });
    await library.rename(id, 'Noted again');
    const { trashId } = await library.delete(id);
    await library.restore(trashId);
    stop();
    await library.create({ title: 'Unheard' });
    expect(reasons).toEqual([`created ${id}`, `renamed ${id}`, `deleted ${id}`, `restored ${id}`]);
  });
});

describe('import and export', () => {
  it('imports a file as a new scenario every time, never over an existing one', async () => {
    const library = await openLibrary(dataDir);
    const text = serializeScenario(bundledScenarios[0]?.scenario as Scenario);
    const first = await library.importText('so-say.lodestar.json', text);
    const second = await library.importText('so-say.lodestar.json', text);
    expect(first.migratedFrom).toBeNull();
    expect(second.summary.id).not.toBe(first.summary.id);
    expect(first.summary.id).not.toBe(bundledIds[0]);
    expect((await library.get(second.summary.id)).scenario).toEqual(bundledScenarios[0]?.scenario);
  });

  it('migrates a version 0 draft and says so', async () => {
    const library = await openLibrary(dataDir);
    const text = await fs.readFile(path.join(scenarioFixtures, 'v0-draft.json'), 'utf8');
    const expected = JSON.parse(
      await fs.readFile(path.join(scenarioFixtures, 'v0-draft.expected.json'), 'utf8'),
    );
    const { summary, migratedFrom } = await library.importText('v0-draft.json', text);
    expect(migratedFrom).toBe(0);
    expect(summary.title).toBe(expected.meta.title);
    expect((await library.get(summary.id)).scenario).toEqual(expected);
    // The stored file is in the current format: it loads without migrating.
    const stored = parseScenarioText(
      await fs.readFile(path.join(scenariosDir, summary.fileName), 'utf8'),
    );
    expect(stored).toMatchObject({ ok: true, migratedFrom: null });
  });

  const badCases = [
    ['empty.lodestar.json', ['$']],
    ['truncated.lodestar.json', ['$']],
    ['newer.lodestar.json', ['$.schemaVersion']],
    [
      'invalid.lodestar.json',
      ['$.meta.players.max', '$.teams[0].colour', '$.teams[1].roles[0].count'],
    ],
    ['not-an-object.lodestar.json', ['$']],
  ] as const;

  it.each(badCases)(
    'refuses to import %s with every problem, writing nothing',
    async (name, paths) => {
      const library = await openLibrary(dataDir);
      const before = await snapshot(scenariosDir);
      const text = await fs.readFile(path.join(badFixtures, name), 'utf8');
      const error = await hostError(library.importText(name, text));
      expect(error.code).toBe('invalid');
      expect(error.message.startsWith(`${name} `)).toBe(true);
      expect(error.problems?.map((p) => p.path)).toEqual([...paths]);
      expect(await snapshot(scenariosDir)).toEqual(before);
    },
  );

  it('exports under a file name made from the title, as text that imports back', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Zoë & the Rift!' });
    const exported = await library.exportText(id);
    expect(exported.fileName).toBe('zoe-the-rift.lodestar.json');
    const parsed = parseScenarioText(exported.text);
    expect(parsed.ok && parsed.scenario).toEqual((await library.get(id)).scenario);
  });
});

describe('delete and restore', () => {
  it('moves the file and its .bak to the trash and brings both back', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Doomed' });
    await library.rename(id, 'Doomed twice');
    const before = await snapshot(scenariosDir);
    const { trashId } = await library.delete(id);
    expect((await library.list()).scenarios.map((s) => s.id)).not.toContain(id);
    expect(Object.keys(await snapshot(scenariosDir))).not.toContain(`${id}.lodestar.json.bak`);
    expect(Object.keys(await snapshot(path.join(dataDir, 'trash')))).toEqual([
      `${trashId}.lodestar.json`,
      `${trashId}.lodestar.json.bak`,
    ]);
    const restored = await library.restore(trashId);
    expect(restored).toMatchObject({ id, title: 'Doomed twice' });
    expect(await snapshot(scenariosDir)).toEqual(before);
    expect(await fs.readdir(path.join(dataDir, 'trash'))).toEqual([]);
    expect((await hostError(library.restore(trashId))).code).toBe('not-found');
    expect((await hostError(library.restore('../scenarios/x'))).code).toBe('not-found');
  });

  it('restores under a new id when the old one was taken meanwhile', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Twice' });
    const { trashId } = await library.delete(id);
    await fs.writeFile(path.join(scenariosDir, `${id}.lodestar.json`), 'someone else');
    const restored = await library.restore(trashId);
    expect(restored.id).not.toBe(id);
    expect(restored.id).toMatch(/^twice-/);
    expect(await fs.readFile(path.join(scenariosDir, `${id}.lodestar.json`), 'utf8')).toBe(
      'someone else',
    );
  });

  it('keeps two deletions of the same id apart in the trash', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await library.create({ title: 'Again' });
    const first = await library.delete(id);
    await fs.copyFile(
      path.join(dataDir, 'trash', `${first.trashId}.lodestar.json`),
      path.join(scenariosDir, fileName),
    );
    // The fixed clock gives both deletions the same time stamp.
    const second = await library.delete(id);
    expect(second.trashId).not.toBe(first.trashId);
    expect((await fs.readdir(path.join(dataDir, 'trash'))).sort()).toEqual(
      [`${first.trashId}.lodestar.json`, `${second.trashId}.lodestar.json`].sort(),
    );
  });

  it('can delete a file that does not load, and restores it as it was', async () => {
    const library = await openLibrary(dataDir);
    await fs.copyFile(
      path.join(badFixtures, 'newer.lodestar.json'),
      path.join(scenariosDir, 'newer.lodestar.json'),
    );
    const before = await snapshot(scenariosDir);
    const { trashId } = await library.delete('newer');
    expect((await library.list()).problems).toEqual([]);
    const error = await hostError(library.restore(trashId));
    expect(error.code).toBe('invalid');
    expect(error.message).toContain('is back in the library folder');
    expect(await snapshot(scenariosDir)).toEqual(before);
  });
});

describe('files that do not load', () => {
  async function libraryWithBadFiles() {
    const library = await openLibrary(dataDir);
    for (const name of await fs.readdir(badFixtures)) {
      await fs.copyFile(path.join(badFixtures, name), path.join(scenariosDir, name));
    }
    await fs.writeFile(path.join(scenariosDir, 'newer.lodestar.json.bak'), 'an older copy');
    await fs.writeFile(path.join(scenariosDir, 'Not An Id.lodestar.json'), '{}');
    await fs.mkdir(path.join(scenariosDir, 'a-folder.lodestar.json'));
    // What an interrupted write leaves behind is not a scenario file.
    await fs.writeFile(path.join(scenariosDir, '.x.lodestar.json.1a2b3c4d.new.tmp'), '{"sch');
    return library;
  }

  it('reports each with file name, kind, JSON paths and backup, and still loads the rest', async () => {
    const library = await libraryWithBadFiles();
    const before = await snapshot(scenariosDir);
    const { scenarios, problems } = await library.list();
    expect(scenarios.map((s) => s.id).sort()).toEqual([...bundledIds].sort());
    const byFile = Object.fromEntries(problems.map((p) => [p.fileName, p]));
    expect(Object.keys(byFile).sort()).toEqual([
      'Not An Id.lodestar.json',
      'a-folder.lodestar.json',
      'empty.lodestar.json',
      'invalid.lodestar.json',
      'newer.lodestar.json',
      'not-an-object.lodestar.json',
      'truncated.lodestar.json',
    ]);
    expect(byFile['empty.lodestar.json']).toMatchObject({ kind: 'empty', hasBackup: false });
    expect(byFile['truncated.lodestar.json']?.kind).toBe('invalid-json');
    expect(byFile['truncated.lodestar.json']?.problems[0]?.message).toMatch(/line \d+/);
    expect(byFile['newer.lodestar.json']).toMatchObject({ kind: 'newer-version', hasBackup: true });
    // A list checks what it shows (meta, seat counts); the colour is checked on opening.
    expect(byFile['invalid.lodestar.json']?.problems.map((p) => p.path)).toEqual([
      '$.meta.players.max',
      '$.teams[1].roles[0].count',
    ]);
    expect(byFile['not-an-object.lodestar.json']).toMatchObject({ kind: 'invalid' });
    expect(byFile['Not An Id.lodestar.json']?.problems[0]?.message).toContain('file name');
    expect(byFile['a-folder.lodestar.json']?.kind).toBe('unreadable');
    await library.list();
    expect(await snapshot(scenariosDir)).toEqual(before);
  });

  it('never overwrites a file from a newer version', async () => {
    const library = await libraryWithBadFiles();
    const before = await snapshot(scenariosDir);
    const scenario = bundledScenarios[0]?.scenario as Scenario;
    const saveError = await hostError(library.save('newer', scenario));
    expect(saveError.code).toBe('conflict');
    expect(saveError.message).toContain('newer.lodestar.json');
    expect(saveError.problems?.[0]?.path).toBe('$.schemaVersion');
    expect((await hostError(library.rename('newer', 'Mine now'))).code).toBe('invalid');
    expect((await hostError(library.get('newer'))).message).toContain('newer version');
    // Also when the library has not listed it yet.
    const fresh = await openLibrary(dataDir);
    expect((await hostError(fresh.save('newer', scenario))).code).toBe('conflict');
    expect(await snapshot(scenariosDir)).toEqual(before);
  });

  it('opens the .bak of a broken file as a new scenario and leaves the broken file alone', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await library.create({ title: 'Fragile' });
    await library.rename(id, 'Fragile, edited');
    const filePath = path.join(scenariosDir, fileName);
    await fs.writeFile(filePath, '{"schemaVersion": 1, "meta": {');
    const broken = await snapshot(scenariosDir);
    const listed = await library.list();
    expect(listed.problems).toEqual([
      expect.objectContaining({ fileName, kind: 'invalid-json', hasBackup: true }),
    ]);
    const recovered = await library.openBackup(fileName);
    expect(recovered.id).not.toBe(id);
    expect(recovered.title).toBe('Fragile');
    const after = await snapshot(scenariosDir);
    expect(after[fileName]).toBe(broken[fileName]);
    expect(after[`${fileName}.bak`]).toBe(broken[`${fileName}.bak`]);
  });

  it('says clearly when there is no backup to open, or it does not load either', async () => {
    const library = await libraryWithBadFiles();
    expect((await hostError(library.openBackup('empty.lodestar.json'))).code).toBe('not-found');
    expect((await hostError(library.openBackup('../library.json'))).code).toBe('not-found');
    const error = await hostError(library.openBackup('newer.lodestar.json'));
    expect(error.code).toBe('invalid');
    expect(error.message).toContain('newer.lodestar.json.bak');
  });

  it('notices a file changed or dropped in by another program', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await library.create({ title: 'Before' });
    await library.list();
    const edited = (await library.get(id)).scenario;
    edited.meta.title = 'Edited outside';
    await fs.writeFile(path.join(scenariosDir, fileName), serializeScenario(edited));
    await fs.writeFile(
      path.join(scenariosDir, 'dropped-in.lodestar.json'),
      JSON.stringify(draftV0),
    );
    const titles = (await library.list()).scenarios.map((s) => s.title);
    expect(titles).toContain('Edited outside');
    expect(titles).toContain('Harbour Night');
    expect(titles).not.toContain('Before');
  });
});

describe('files checked in full only when opened', () => {
  /** A valid scenario file whose third map placement points at a tile the library lacks. */
  async function deepBrokenFile(library: ScenarioLibrary) {
    const { id, fileName } = await library.create({ title: 'Deep trouble' });
    const filePath = path.join(scenariosDir, fileName);
    const doc = JSON.parse(await fs.readFile(filePath, 'utf8'));
    doc.maps = [
      {
        id: 'sector',
        name: 'Sector',
        placements: { '0,0': { tile: 'ghost', rotation: 0, overrides: {} } },
        tokens: [{ id: 'a', at: 'not a place!' }],
      },
    ];
    await fs.writeFile(filePath, JSON.stringify(doc, null, 2));
    return { id, fileName, filePath };
  }

  it('lists a file whose deeper content is invalid, then refuses it on opening with every problem', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await deepBrokenFile(library);
    const fresh = await openLibrary(dataDir);
    const listed = await fresh.list();
    expect(listed.scenarios.find((s) => s.id === id)).toMatchObject({
      title: 'Deep trouble',
      mapCount: 1,
    });
    expect(listed.problems).toEqual([]);
    const before = await snapshot(scenariosDir);
    const changes: string[] = [];
    fresh.onChange((reason) => changes.push(reason));

    const error = await hostError(fresh.get(id));
    expect(error.code).toBe('invalid');
    expect(error.message).toContain(fileName);
    expect(error.message).toContain('The file is left as it is');
    expect(error.problems?.map((p) => p.path).sort()).toEqual([
      '$.maps[0].placements["0,0"].tile',
      '$.maps[0].tokens[0].at',
    ]);
    expect(error.problems?.find((p) => p.path.endsWith('.tile'))?.message).toBe(
      'no tile "ghost" in the tile library',
    );
    // The list learns it: the file moves to the problems, with the same problems.
    expect(changes).toEqual([`found problems in ${fileName}`]);
    const after = await fresh.list();
    expect(after.scenarios.map((s) => s.id)).not.toContain(id);
    expect(after.problems).toEqual([
      { fileName, kind: 'invalid', problems: error.problems, hasBackup: false },
    ]);
    // And remembers it after a restart; nothing was written or lost.
    expect((await (await openLibrary(dataDir)).list()).problems).toEqual(after.problems);
    expect(await snapshot(scenariosDir)).toEqual(before);
  });

  it('refuses to save over, rename or duplicate such a file even before it was opened', async () => {
    const library = await openLibrary(dataDir);
    const { id, fileName } = await deepBrokenFile(library);
    const fresh = await openLibrary(dataDir);
    await fresh.list();
    const before = await snapshot(scenariosDir);
    const scenario = bundledScenarios[0]?.scenario as Scenario;
    const saveError = await hostError(fresh.save(id, scenario));
    expect(saveError.code).toBe('conflict');
    expect(saveError.message).toContain(fileName);
    expect((await hostError(fresh.rename(id, 'Renamed'))).code).toBe('invalid');
    expect((await hostError(fresh.duplicate(id))).code).toBe('invalid');
    expect(await snapshot(scenariosDir)).toEqual(before);
  });

  it('opens a file fixed by hand again, and lists it', async () => {
    const library = await openLibrary(dataDir);
    const { id, filePath } = await deepBrokenFile(library);
    await hostError(library.get(id));
    const doc = JSON.parse(await fs.readFile(filePath, 'utf8'));
    doc.maps = [];
    await fs.writeFile(filePath, JSON.stringify(doc));
    expect((await library.get(id)).scenario.meta.title).toBe('Deep trouble');
    expect((await library.list()).scenarios.map((s) => s.id)).toContain(id);
  });

  it('lists and opens an older-version file, migrated', async () => {
    const library = await openLibrary(dataDir);
    await fs.writeFile(path.join(scenariosDir, 'harbour.lodestar.json'), JSON.stringify(draftV0));
    const listed = await library.list();
    expect(listed.scenarios.find((s) => s.id === 'harbour')).toMatchObject({
      title: 'Harbour Night',
      players: { min: 12, max: 20 },
      seatCount: 3,
    });
    expect((await library.get('harbour')).scenario.meta.durationMinutes).toBe(210);
  });
});

describe('the summary cache', () => {
  it('does not parse unchanged files again after a restart', async () => {
    const first = await openLibrary(dataDir);
    const { id, fileName } = await first.create({ title: 'Cached' });
    const filePath = path.join(scenariosDir, fileName);
    const whole = new Date('2030-01-01T00:00:00Z');
    await fs.utimes(filePath, whole, whole);
    await first.list();
    // Same inode, size and mtime but other bytes: only a cache can still say "Cached".
    const text = await fs.readFile(filePath, 'utf8');
    const handle = await fs.open(filePath, 'r+');
    await handle.write(text.replace('"Cached"', '"Cachex"'), 0);
    await handle.close();
    await fs.utimes(filePath, whole, whole);
    const second = await openLibrary(dataDir);
    expect((await second.list()).scenarios.find((s) => s.id === id)?.title).toBe('Cached');
    // Opening the scenario always reads the file.
    expect((await second.get(id)).scenario.meta.title).toBe('Cachex');
  });

  it('rebuilds a damaged cache file', async () => {
    const first = await openLibrary(dataDir);
    const expected = await first.list();
    await fs.writeFile(path.join(dataDir, 'summary-cache.json'), '{"cacheVersion": 1, "entr');
    const second = await openLibrary(dataDir);
    expect(await second.list()).toEqual(expected);
    const rebuilt = JSON.parse(await fs.readFile(path.join(dataDir, 'summary-cache.json'), 'utf8'));
    expect(Object.keys(rebuilt.entries).sort()).toEqual(
      expected.scenarios.map((s) => s.fileName).sort(),
    );
  });
});

// Timings are measured by `npm run bench`; these check that the big cases are correct.
describe('large libraries and files', () => {
  it('lists 500 scenarios, and the same list again after restarts', async () => {
    const library = await openLibrary(dataDir);
    const base = bundledScenarios[0]?.scenario as Scenario;
    await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fs.writeFile(
          path.join(scenariosDir, `bulk-${i}.lodestar.json`),
          serializeScenario({ ...base, meta: { ...base.meta, title: `Bulk ${i}` } }),
        ),
      ),
    );
    const cold = await library.list();
    // After a restart, each a new library on the same folder, served from the summary cache.
    const restarts = [];
    for (let i = 0; i < 3; i++) restarts.push(await (await openLibrary(dataDir)).list());
    expect(cold.scenarios).toHaveLength(500 + bundledIds.length);
    for (const listed of restarts) expect(listed).toEqual(cold);
  }, 240_000);

  it('saves and reads back a 5 MB scenario', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Huge' });
    const { scenario } = await library.get(id);
    const tiles = Array.from({ length: 20_000 }, (_, i) =>
      tileSchema.parse({
        id: `tile-${i}`,
        name: `Tile ${i}`,
        kind: i % 3 ? 'sea' : 'land',
        label: String(i % 1000),
        source: 'x'.repeat(120),
      }),
    );
    const huge: Scenario = { ...scenario, tiles };
    const size = serializeScenario(huge).length;
    expect(size).toBeGreaterThan(5_000_000);
    await library.save(id, huge);
    await library.save(id, huge);
    expect((await library.get(id)).scenario.tiles).toHaveLength(20_000);
  }, 240_000);
});
