import { waitFor } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Scenario } from '../../scenarios/format/schema.ts';
import type { Backend } from '../../renderer/backend/backend.ts';
import { LocalDraft } from '../../renderer/scenario/local-draft.ts';
import { ScenarioDocument } from '../../renderer/scenario/scenario-document.svelte.ts';
import { FakeBackend, makeScenario } from './support/fake-backend.ts';
import { MemoryStorage } from './support/memory-storage.ts';

/**
 * The one document store behind the scenario overview and the map editor, through the
 * smallest view there is: it edits the title, keeps drafts of it, and can be mid-gesture.
 */
class TitleView extends ScenarioDocument<string> {
  title = '';
  gesture = false;

  constructor(backend: Backend, id: string, storage?: Storage) {
    super(backend, id, { autosaveDelayMs: 20 });
    if (storage)
      this.keepDrafts({
        draft: new LocalDraft(storage, `draft.${id}`, draftSchema),
        delayMs: 5,
        current: () => this.title,
        apply: (title) => (this.title = title),
      });
  }

  setTitle(title: string): void {
    this.title = title;
    this.changed();
  }

  protected show(scenario: Scenario): void {
    this.title = scenario.meta.title;
  }

  protected edited(): Scenario | null {
    return this.base ? { ...this.base, meta: { ...this.base.meta, title: this.title } } : null;
  }

  protected override canSave(): boolean {
    return this.title.trim() !== '';
  }

  protected override isEditing(): boolean {
    return this.gesture;
  }
}

const draftSchema = z.object({ basedOn: z.string(), writtenAt: z.string(), doc: z.string() });

const ID = 'harbour';
const LOADED_AT = '2026-03-01T10:00:00.000Z';
const views: TitleView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.destroy();
});

function setUp(storage?: Storage) {
  const backend = new FakeBackend().add(ID, makeScenario({ title: 'Harbour' }), LOADED_AT);
  const view = new TitleView(backend, ID, storage);
  views.push(view);
  return { backend, view };
}

/** Edits the title, then the page goes away before the debounced save: only the draft is kept. */
async function leaveUnsaved(storage: Storage): Promise<FakeBackend> {
  const { backend, view } = setUp(storage);
  await view.load();
  view.setTitle('Unsaved');
  view.flushDraft();
  view.destroy();
  return backend;
}

/** The view opened again, as after a reload, with the same storage. */
async function reopen(backend: FakeBackend, storage: Storage): Promise<TitleView> {
  const view = new TitleView(backend, ID, storage);
  views.push(view);
  await view.load();
  return view;
}

/** Someone else saves the scenario under another title. */
function savedElsewhere(backend: FakeBackend, title: string): void {
  const stored = backend.scenarios.get(ID)!.scenario;
  backend.add(ID, { ...stored, meta: { ...stored.meta, title } });
}

describe('the scenario document store', () => {
  it('loads the scenario, or says it is missing', async () => {
    const { view } = setUp();
    await view.load();
    expect(view.status).toBe('ready');
    expect(view.title).toBe('Harbour');
    expect(view.summary?.modifiedAt).toBe(LOADED_AT);

    const gone = new TitleView(new FakeBackend(), 'gone');
    views.push(gone);
    await gone.load();
    expect(gone.status).toBe('missing');
    expect(gone.loadError).toContain('gone');
  });

  it('saves edits naming the version they started from, and only when they can be saved', async () => {
    const { backend, view } = setUp();
    await view.load();
    view.setTitle(' ');
    expect(view.saver.state).toBe('invalid');
    view.setTitle('Harbour Night');
    await waitFor(() => expect(view.saver.state).toBe('saved'));
    const [save] = backend.callsOf('scenario.save');
    expect(save?.expectedModifiedAt).toBe(LOADED_AT);
    expect(save?.scenario.meta.title).toBe('Harbour Night');
    expect(view.summary?.modifiedAt).not.toBe(LOADED_AT);
  });

  it('refuses to save over a version saved elsewhere, then keeps mine or loads theirs', async () => {
    const { backend, view } = setUp();
    await view.load();
    savedElsewhere(backend, 'Theirs');
    view.setTitle('Mine');
    await waitFor(() => expect(view.conflict).toBe(true));
    expect(view.saver.state).toBe('error');

    await view.keepMine();
    expect(view.conflict).toBe(false);
    expect(backend.scenarios.get(ID)?.scenario.meta.title).toBe('Mine');
    expect(backend.callsOf('scenario.save').at(-1)?.expectedModifiedAt).toBeUndefined();

    savedElsewhere(backend, 'Theirs again');
    view.setTitle('Mine again');
    await waitFor(() => expect(view.conflict).toBe(true));
    await view.loadTheirs();
    expect(view.title).toBe('Theirs again');
    expect(view.conflict).toBe(false);
    expect(view.saver.state).toBe('saved');
  });

  it('shows a version saved elsewhere unless edits wait here or a gesture is under way', async () => {
    const { backend, view } = setUp();
    await view.load();

    savedElsewhere(backend, 'Theirs');
    view.gesture = true;
    await view.refreshFromElsewhere();
    expect(view.title).toBe('Harbour');
    view.gesture = false;
    await view.refreshFromElsewhere();
    expect(view.title).toBe('Theirs');

    savedElsewhere(backend, 'Theirs again');
    view.setTitle('Mine');
    await view.refreshFromElsewhere();
    expect(view.title).toBe('Mine');
  });

  it('keeps a draft until the host has the edit, and replays it over the same version', async () => {
    const storage = new MemoryStorage();
    const backend = await leaveUnsaved(storage);
    expect(JSON.parse(storage.getItem(`draft.${ID}`) ?? 'null')).toMatchObject({
      basedOn: LOADED_AT,
      doc: 'Unsaved',
    });

    const reopened = await reopen(backend, storage);
    expect(reopened.title).toBe('Unsaved');
    expect(reopened.restoredDraft?.doc).toBe('Unsaved');
    await waitFor(() => expect(reopened.saver.state).toBe('saved'));
    expect(storage.getItem(`draft.${ID}`)).toBeNull();
  });

  it('offers a draft made over an older version instead of replaying it', async () => {
    const storage = new MemoryStorage();
    const backend = await leaveUnsaved(storage);
    savedElsewhere(backend, 'Theirs');

    const reopened = await reopen(backend, storage);
    expect(reopened.title).toBe('Theirs');
    expect(reopened.staleDraft?.doc).toBe('Unsaved');
    reopened.discardStaleDraft();
    expect(reopened.staleDraft).toBeNull();
    expect(storage.getItem(`draft.${ID}`)).toBeNull();
  });
});
