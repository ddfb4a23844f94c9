import { CONTROL_CONNECTION } from '../../../host/connection.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../../host/channels.ts';
import { dispatch } from '../../../host/dispatch.ts';
import { createHandlers } from '../../../host/handlers.ts';
import { SessionStore } from '../../../host/session-store.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { makeDataDir, openLibrary, removeDataDir } from './temp-library.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

const titled = (scenario: Scenario, title: string): Scenario => ({
  ...scenario,
  meta: { ...scenario.meta, title },
});

/** Lets the file system clock move on, so two saves never share an mtime. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 15));

describe('saving over a scenario someone else changed', () => {
  it('refuses a save based on an older version, and keeps the other save', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Shared' });
    const opened = await library.get(id); // two facilitators open the same version
    await tick();
    const theirs = await library.save(id, titled(opened.scenario, 'Theirs'), {
      expectedModifiedAt: opened.summary.modifiedAt,
    });
    await tick();
    const refused = await library
      .save(id, titled(opened.scenario, 'Mine'), { expectedModifiedAt: opened.summary.modifiedAt })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HostError);
    expect((refused as HostError).code).toBe('stale');
    expect((refused as HostError).message).toMatch(/changed elsewhere/);
    expect((await library.get(id)).scenario.meta.title).toBe('Theirs');

    // Based on the version now on disk, the save goes through; without a base, it always does.
    await library.save(id, titled(opened.scenario, 'Mine on theirs'), {
      expectedModifiedAt: theirs.modifiedAt,
    });
    await tick();
    await library.save(id, titled(opened.scenario, 'Forced'));
    expect((await library.get(id)).scenario.meta.title).toBe('Forced');
  });

  it('lets only one of two simultaneous saves from the same version through', async () => {
    const library = await openLibrary(dataDir);
    const { id } = await library.create({ title: 'Race' });
    const opened = await library.get(id);
    await tick();
    const results = await Promise.allSettled(
      ['A', 'B'].map((title) =>
        library.save(id, titled(opened.scenario, title), {
          expectedModifiedAt: opened.summary.modifiedAt,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('answers a conflict through the channel table', async () => {
    const library = await openLibrary(dataDir);
    const handlers = createHandlers(library, await SessionStore.open(dataDir));
    const { id } = await library.create({ title: 'Wire' });
    const { scenario } = await library.get(id);
    const reply = await dispatch(
      handlers,
      'scenario.save',
      {
        id,
        scenario,
        expectedModifiedAt: '2001-01-01T00:00:00.000Z',
      },
      CONTROL_CONNECTION,
    );
    expect(reply).toMatchObject({ ok: false, error: { code: 'stale' } });
  });
});
