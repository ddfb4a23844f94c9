import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames } from '../../../host/channels.ts';
import {
  app,
  callOrder,
  defaultSession,
  dialog,
  FakeBrowserWindow,
  FakeWebContents,
  invokeEvent,
  ipcMain,
  menu,
  navigationEvent,
  protocol,
  resetFakeElectron,
  type FakeMenuItem,
} from './fake-electron.ts';

vi.mock('electron', async () => (await import('./fake-electron.ts')).electron);

const { startShell } = await import('../../../electron/shell.ts');

let tmp: string;
let dataDir: string;
const rendererDir = '/app/dist/renderer';
const preloadPath = '/app/dist-electron/preload.cjs';
const APP_PAGE = 'lodestar://app/index.html';

beforeEach(async () => {
  resetFakeElectron();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lodestar-shell-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(tmp, { recursive: true, force: true });
});

async function start(argv: string[] = ['electron', '.', '--data', 'DATA'], env = {}) {
  const shell = await startShell({
    argv: argv.map((arg) => (arg === 'DATA' ? dataDir : arg)),
    env,
    rendererDir,
    preloadPath,
  });
  if (!shell) throw new Error('the shell did not start');
  const window = FakeBrowserWindow.instances.at(-1);
  if (!window) throw new Error('no window was created');
  return { shell, window };
}

function invoke(
  channel: string,
  sender: FakeWebContents,
  frameUrl: string | null,
  request: unknown,
) {
  const handler = ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return handler(invokeEvent(sender, frameUrl), request);
}

function menuItem(top: string, label: string): FakeMenuItem {
  const submenu = menu.applicationMenu?.template.find((item) => item.label === top)?.submenu;
  const item = submenu?.find((entry) => entry.label === label);
  if (!item) throw new Error(`no menu item ${top} > ${label}`);
  return item;
}

describe('startShell', () => {
  it('registers the app scheme as privileged before the app is ready', async () => {
    await start();
    expect(callOrder.indexOf('registerSchemesAsPrivileged')).toBeGreaterThanOrEqual(0);
    expect(callOrder.indexOf('registerSchemesAsPrivileged')).toBeLessThan(
      callOrder.indexOf('whenReady'),
    );
    expect(protocol.privileged).toEqual([
      expect.objectContaining({
        scheme: 'lodestar',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect([...protocol.handlers.keys()]).toEqual(['lodestar']);
  });

  it('creates one hardened window loading the app page with the built preload', async () => {
    const { window } = await start();
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(window.options.webPreferences).toMatchObject({
      preload: preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.loadedUrl).toBe(APP_PAGE);
    expect(window.options.show).toBe(false);
    window.emit('ready-to-show');
    expect(window.actions).toContain('show');
  });

  it('registers exactly one IPC handler per channel of the table', async () => {
    await start();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...channelNames].sort());
  });

  it('answers a call from its own page through dispatch and the real library', async () => {
    const { shell, window } = await start();
    const listed = (await invoke('library.list', window.webContents, APP_PAGE, {})) as {
      ok: boolean;
      response: { dataDir: string; scenarios: { id: string }[] };
    };
    expect(listed.ok).toBe(true);
    expect(listed.response.dataDir).toBe(dataDir);
    expect(shell.dataDir).toBe(dataDir);

    const created = (await invoke('scenario.create', window.webContents, APP_PAGE, {
      title: 'Night Watch',
    })) as { ok: boolean; response: { id: string; title: string } };
    expect(created).toMatchObject({ ok: true, response: { title: 'Night Watch' } });
    const files = await readdir(path.join(dataDir, 'scenarios'));
    expect(files).toContain(`${created.response.id}.lodestar.json`);

    const again = (await invoke('library.list', window.webContents, APP_PAGE, {})) as {
      response: { scenarios: { id: string }[] };
    };
    expect(again.response.scenarios.map((s) => s.id)).toContain(created.response.id);
  });

  it('tells the window when the library changes', async () => {
    const { window } = await start();
    await invoke('scenario.create', window.webContents, APP_PAGE, { title: 'Changed' });
    const changes = window.webContents.sent.filter((m) => m.channel === 'library.changed');
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]?.payload).toEqual({ reason: expect.any(String) });
  });

  it('refuses calls from another web contents, a foreign page or a gone frame', async () => {
    const { shell, window } = await start();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = vi.spyOn(shell.library, 'list');
    const create = vi.spyOn(shell.library, 'create');
    const stranger = new FakeWebContents();
    const refusals = [
      await invoke('library.list', stranger, APP_PAGE, {}),
      await invoke('library.list', window.webContents, 'https://evil.example/index.html', {}),
      await invoke('library.list', window.webContents, 'file:///etc/passwd', {}),
      await invoke('library.list', window.webContents, 'lodestar://other/index.html', {}),
      await invoke('library.list', window.webContents, null, {}),
      await invoke('scenario.create', stranger, APP_PAGE, { title: 'Sneaky' }),
    ];
    for (const reply of refusals) {
      expect(reply).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    }
    expect(list).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(refusals.length);
    const titles = (await shell.library.list()).scenarios.map((s) => s.title);
    expect(titles).not.toContain('Sneaky');
  });

  it('refuses calls once the window has closed', async () => {
    const { window } = await start();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.close();
    expect(await invoke('library.list', window.webContents, APP_PAGE, {})).toMatchObject({
      ok: false,
      error: { code: 'bad-request' },
    });
  });

  it('reports an invalid request from its own page without reaching the library', async () => {
    const { shell, window } = await start();
    const get = vi.spyOn(shell.library, 'get');
    const reply = await invoke('scenario.get', window.webContents, APP_PAGE, { id: '../../x' });
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'bad-request', problems: [{ path: '$.id' }] },
    });
    expect(get).not.toHaveBeenCalled();
  });

  it('takes the data folder from --data, else LODESTAR_DATA, else userData', async () => {
    const fromEnv = path.join(tmp, 'env');
    const fromUserData = path.join(tmp, 'user');
    app.userData = fromUserData;

    expect(
      (await start(['electron', '.', `--data=${dataDir}`], { LODESTAR_DATA: fromEnv })).shell
        .dataDir,
    ).toBe(dataDir);
    resetFakeElectron();
    app.userData = fromUserData;
    expect((await start(['electron', '.'], { LODESTAR_DATA: fromEnv })).shell.dataDir).toBe(
      fromEnv,
    );
    resetFakeElectron();
    app.userData = fromUserData;
    expect((await start(['electron', '.'], {})).shell.dataDir).toBe(fromUserData);
    expect(await readdir(fromUserData)).toContain('scenarios');
  });

  it('quits at once when another instance holds the lock', async () => {
    app.gotLock = false;
    const shell = await startShell({ argv: [], env: {}, rendererDir, preloadPath });
    expect(shell).toBeNull();
    expect(app.quit).toHaveBeenCalled();
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('brings its window forward when a second instance starts', async () => {
    const { window } = await start();
    window.minimized = true;
    app.emit('second-instance', {}, ['electron', '.'], tmp);
    expect(window.actions).toEqual(expect.arrayContaining(['restore', 'focus']));
    expect(FakeBrowserWindow.instances).toHaveLength(1);
  });

  it('explains and exits when the data folder cannot be used', async () => {
    const blocker = path.join(tmp, 'not-a-folder');
    await writeFile(blocker, 'a file where the data folder should be');
    const shell = await startShell({
      argv: ['electron', '.', '--data', blocker],
      env: {},
      rendererDir,
      preloadPath,
    });
    expect(shell).toBeNull();
    expect(dialog.showErrorBox).toHaveBeenCalledWith(
      expect.stringContaining('library'),
      expect.stringContaining(blocker),
    );
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('denies window.open and navigation away from the app origin', async () => {
    const { window } = await start();
    expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com' })).toEqual({
      action: 'deny',
    });
    const away = navigationEvent('https://example.com/');
    window.webContents.emit('will-navigate', away);
    expect(away.defaultPrevented).toBe(true);
    const home = navigationEvent('lodestar://app/index.html#/library');
    window.webContents.emit('will-navigate', home);
    expect(home.defaultPrevented).toBe(false);
  });

  it('denies permission requests', async () => {
    await start();
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal']) {
      defaultSession.requestHandler?.(
        new FakeWebContents(),
        permission,
        (granted) => answers.push(granted),
        {
          requestingUrl: APP_PAGE,
        },
      );
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(defaultSession.checkHandler?.(null, 'media', 'lodestar://app')).toBe(false);
  });

  it('installs the menu, whose File and Help items reach the window as app commands', async () => {
    const { window } = await start();
    menuItem('File', 'New Scenario').click?.();
    menuItem('File', 'Import…').click?.();
    menuItem('Help', 'Keyboard Shortcuts').click?.();
    expect(window.webContents.sent.filter((m) => m.channel === 'app.command')).toEqual([
      { channel: 'app.command', payload: { command: 'new' } },
      { channel: 'app.command', payload: { command: 'import' } },
      { channel: 'app.command', payload: { command: 'shortcuts' } },
    ]);
  });

  it('quits when the last window closes (outside macOS) and reopens on activate', async () => {
    const { shell, window } = await start();
    window.close();
    expect(shell.window()).toBeNull();
    app.emit('activate');
    expect(FakeBrowserWindow.instances).toHaveLength(2);
    expect(shell.window()).not.toBeNull();
    app.emit('window-all-closed');
    if (process.platform !== 'darwin') expect(app.quit).toHaveBeenCalled();
  });
});
