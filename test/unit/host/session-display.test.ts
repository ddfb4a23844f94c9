import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Display } from 'electron';
import { serializeScenario } from '../../../scenarios/format/parse.ts';
import { timedScenario } from './session-fixtures.ts';

/**
 * The projector display in the desktop app: windows on the chosen screen, hardened like the
 * main window, trusted to call the host, and told of every action. Electron is replaced by the
 * shell tests' fake, with screens and fullscreen added.
 */

type Bounds = { x: number; y: number; width: number; height: number };

function display(id: number, label: string, bounds: Bounds): Display {
  return {
    id,
    label,
    bounds,
    workArea: { ...bounds, height: bounds.height - 40 },
    size: { width: bounds.width, height: bounds.height },
  } as unknown as Display;
}

const screens = [
  display(1, 'Built-in Retina Display', { x: 0, y: 0, width: 1440, height: 900 }),
  display(7, '', { x: 1440, y: 0, width: 1920, height: 1080 }),
];

vi.mock('electron', async () => {
  const fake = await import('../electron/fake-electron.ts');
  class ScreenWindow extends fake.FakeBrowserWindow {
    fullScreen = false;
    bounds: Bounds | null = null;
    isFullScreen() {
      return this.fullScreen;
    }
    setFullScreen(on: boolean) {
      this.fullScreen = on;
      this.actions.push(`fullscreen:${on}`);
    }
    setBounds(bounds: Bounds) {
      this.bounds = bounds;
    }
  }
  return {
    ...fake.electron,
    BrowserWindow: ScreenWindow,
    screen: {
      getAllDisplays: () => screens,
      getPrimaryDisplay: () => screens[0],
    },
  };
});

const fake = await import('../electron/fake-electron.ts');
const { DisplayWindows, describeScreens, displayUrl } =
  await import('../../../electron/display-window.ts');
const { startShell } = await import('../../../electron/shell.ts');
const { resolveAppFile } = await import('../../../electron/protocol.ts');

type Window = InstanceType<typeof fake.FakeBrowserWindow> & {
  fullScreen: boolean;
  bounds: Bounds | null;
};
const windows = () => fake.FakeBrowserWindow.instances as Window[];

let tmp: string;
beforeEach(async () => {
  fake.resetFakeElectron();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lodestar-display-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(tmp, { recursive: true, force: true });
});

describe('DisplayWindows', () => {
  const preloadPath = '/app/dist-electron/preload.cjs';

  it('lists the screens with a label for each and the primary marked', () => {
    expect(new DisplayWindows({ preloadPath, isDev: false }).screens()).toEqual([
      { id: 1, label: 'Built-in Retina Display', primary: true, width: 1440, height: 900 },
      { id: 7, label: 'Screen 2', primary: false, width: 1920, height: 1080 },
    ]);
    expect(describeScreens([], 1)).toEqual([]);
  });

  it('opens a hardened window on the chosen screen, fullscreen, at the display page', () => {
    const displays = new DisplayWindows({ preloadPath, isDev: false });
    displays.open('night-1', 7, true);
    const [window] = windows();
    expect(window?.options).toMatchObject({
      x: 1440,
      y: 0,
      width: 1920,
      height: 1040,
      show: false,
      webPreferences: {
        preload: preloadPath,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        devTools: false,
      },
    });
    expect(window?.loadedUrl).toBe('lodestar://app/display?session=night-1');
    expect(displayUrl('a b')).toBe('lodestar://app/display?session=a%20b');
    // Hardened like the main window: no pop-ups.
    expect(window?.webContents.windowOpenHandler?.({ url: 'https://x.example' })).toEqual({
      action: 'deny',
    });
    window?.emit('ready-to-show');
    expect(window?.actions).toEqual(['fullscreen:true', 'show']);
    expect(displays.contents()).toEqual([window?.webContents]);
  });

  it('uses the primary screen when none (or a gone one) is chosen, windowed if asked', () => {
    const displays = new DisplayWindows({ preloadPath, isDev: true });
    displays.open('night-1', 42, false);
    const [window] = windows();
    expect(window?.options).toMatchObject({ x: 0, y: 0, width: 1440 });
    window?.emit('ready-to-show');
    expect(window?.actions).toEqual(['show']);
  });

  it('moves the window a session already has instead of opening another', () => {
    const displays = new DisplayWindows({ preloadPath, isDev: false });
    displays.open('night-1', 1, false);
    displays.open('night-1', 7, true);
    expect(windows()).toHaveLength(1);
    expect(windows()[0]?.bounds).toEqual({ x: 1440, y: 0, width: 1920, height: 1040 });
    expect(windows()[0]?.fullScreen).toBe(true);
    displays.open('night-2', 1, false);
    expect(windows()).toHaveLength(2);
    windows()[0]?.close();
    expect(displays.contents()).toEqual([windows()[1]?.webContents]);
    displays.closeAll();
    expect(displays.contents()).toEqual([]);
  });
});

describe('the app scheme serves the display page', () => {
  it('answers /display with the app page, and nothing else that is not a file', () => {
    const root = '/app/dist/renderer';
    expect(resolveAppFile(root, 'lodestar://app/display?session=night-1')).toEqual({
      ok: true,
      filePath: path.join(root, 'index.html'),
    });
    expect(resolveAppFile(root, 'lodestar://app/display/extra')).toEqual({
      ok: true,
      filePath: path.join(root, 'display', 'extra'),
    });
  });
});

describe('the desktop shell with displays', () => {
  const APP_PAGE = 'lodestar://app/index.html';

  async function call(
    channel: string,
    sender: InstanceType<typeof fake.FakeWebContents>,
    frameUrl: string,
    request: unknown,
  ) {
    const handler = fake.ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return (await handler(fake.invokeEvent(sender, frameUrl), request)) as {
      ok: boolean;
      response?: { id?: string };
      error?: { code: string };
    };
  }

  it('trusts display windows, sends them session updates, and closes them with the app', async () => {
    const dataDir = path.join(tmp, 'data');
    const shell = await startShell({
      argv: ['electron', '.', '--data', dataDir],
      env: {},
      rendererDir: '/app/dist/renderer',
      preloadPath: '/app/dist-electron/preload.cjs',
    });
    if (!shell) throw new Error('the shell did not start');
    const main = windows()[0]!;
    const imported = await shell.library.importText(
      'harbour.lodestar.json',
      serializeScenario(timedScenario()),
    );
    const created = await call('session.create', main.webContents, APP_PAGE, {
      scenarioId: imported.summary.id,
      facilitator: 'Ana',
    });
    expect(created.ok).toBe(true);
    const id = created.response?.id as string;
    expect(main.webContents.sent.map((m) => m.channel)).toContain('sessions.changed');

    const opened = await call('display.open', main.webContents, APP_PAGE, {
      sessionId: id,
      screenId: 7,
    });
    expect(opened).toMatchObject({ ok: true, response: { opened: true } });
    const projector = windows()[1]!;
    expect(projector.loadedUrl).toBe(`lodestar://app/display?session=${id}`);

    // The display page may read the session; a stranger may not.
    const displayPage = projector.loadedUrl as string;
    expect((await call('session.open', projector.webContents, displayPage, { id })).ok).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stranger = new fake.FakeWebContents();
    expect(await call('session.open', stranger, displayPage, { id })).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });

    const acted = await call('session.act', main.webContents, APP_PAGE, {
      id,
      by: 'Ana',
      action: { type: 'clock.start' },
    });
    expect(acted.ok).toBe(true);
    for (const window of [main, projector]) {
      const updates = window.webContents.sent.filter((m) => m.channel === 'session.updated');
      expect(updates).toHaveLength(1);
      expect(updates[0]?.payload).toMatchObject({ id, lines: [{ seq: 1 }] });
    }

    // Closing the console window takes its displays with it.
    main.close();
    expect(projector.destroyed).toBe(true);

    // Quitting writes the snapshots first, then quits for real.
    const quit = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    fake.app.emit('before-quit', quit);
    expect(quit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalled());
  });
});
