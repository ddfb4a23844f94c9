import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROL_CONNECTION } from '../../../host/connection.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers } from '../../../host/handlers.ts';
import type { ScenarioLibrary } from '../../../host/scenario-library.ts';
import { SessionStore } from '../../../host/session-store.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

// The library's own checks go through this module's export; the channel table's check calls
// the function inside the module, so only the library's calls are counted here.
const libraryChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../scenarios/format/check-scenario.ts', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../scenarios/format/check-scenario.ts')>();
  return {
    ...actual,
    checkScenario: (...args: Parameters<typeof actual.checkScenario>) => {
      libraryChecks.count++;
      return actual.checkScenario(...args);
    },
  };
});

let dataDir: string;
let library: ScenarioLibrary;
beforeEach(async () => {
  dataDir = await makeDataDir();
  library = await openLibrary(dataDir);
});
afterEach(() => removeDataDir(dataDir));

describe('saving a scenario', () => {
  const scenario = structuredClone(bundledScenarios[0]!.scenario);

  it('through the host is checked once, on arrival, and not again by the library', async () => {
    const handlers = createHandlers(library, await SessionStore.open(dataDir));
    const { id } = await library.create({ title: 'Mine' });
    libraryChecks.count = 0;
    const reply = await dispatch(handlers, 'scenario.save', { id, scenario }, CONTROL_CONNECTION);
    expect(reply.ok).toBe(true);
    expect(libraryChecks.count).toBe(0);
    // A bad scenario is still refused on arrival, with nothing written.
    const before = (await library.get(id)).summary.modifiedAt;
    const bad = await dispatch(
      handlers,
      'scenario.save',
      { id, scenario: { ...scenario, meta: { ...scenario.meta, title: '' } } },
      CONTROL_CONNECTION,
    );
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await library.get(id)).summary.modifiedAt).toBe(before);
  });

  it('straight to the library is checked there', async () => {
    const { id } = await library.create({ title: 'Mine' });
    libraryChecks.count = 0;
    await library.save(id, scenario);
    expect(libraryChecks.count).toBe(1);
    await expect(
      library.save(id, { ...scenario, meta: { ...scenario.meta, title: '' } }),
    ).rejects.toMatchObject({ code: 'invalid' });
  });
});

describe('opening a scenario', () => {
  it('through the host sends what the library read and checked, without checking it again', async () => {
    const { id } = await library.create({ title: 'Mine' });
    const handlers = createHandlers(library, await SessionStore.open(dataDir));
    const read = vi.spyOn(library, 'get');
    const reply = await dispatch(handlers, 'scenario.get', { id }, CONTROL_CONNECTION);
    expect(reply.ok).toBe(true);
    const fromLibrary = (await read.mock.results[0]!.value) as Awaited<
      ReturnType<ScenarioLibrary['get']>
    >;
    // A second check would have made a new object (zod returns copies): this is the same one.
    const sent = (reply as { response: { scenario: unknown } }).response.scenario;
    expect(sent).toBe(fromLibrary.scenario);
    // And once only: the same object through the check again is checked in full.
    const again = await dispatch(handlers, 'scenario.get', { id }, CONTROL_CONNECTION);
    expect((again as { response: { scenario: unknown } }).response.scenario).not.toBe(
      fromLibrary.scenario,
    );
  });
});
