import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  session,
  type WebContents,
} from 'electron';
import { DISPLAY } from '../session/viewer.ts';
import { APP_SCHEME } from './app-origin.ts';
import { dataFlagFromArgv } from './argv.ts';
import { DisplayWindows } from './display-window.ts';
import { resolveDataDir } from '../host/data-dir.ts';
import { CONTROL_CONNECTION, connectionAs, type Connection } from '../host/connection.ts';
import { createHandlers } from '../host/handlers.ts';
import { Hall } from '../host/hall.ts';
import { lanOnDemand } from '../host/lan-on-demand.ts';
import { ScenarioLibrary } from '../host/scenario-library.ts';
import { SessionStore } from '../host/session-store.ts';
import { isTrustedSender, registerIpcHandlers, sendEvent } from './ipc.ts';
import { buildMenuTemplate } from './menu.ts';
import { appSchemePrivileges, createAppProtocolHandler } from './protocol.ts';
import { denyPermissions } from './security.ts';
import { createMainWindow, focusWindow } from './window.ts';

export interface ShellOptions {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** The built renderer (`dist/renderer`), served as the app origin. */
  rendererDir: string;
  /** The built preload (`dist-electron/preload.cjs`). */
  preloadPath: string;
}

export interface Shell {
  readonly dataDir: string;
  readonly library: ScenarioLibrary;
  readonly sessions: SessionStore;
  readonly displays: DisplayWindows;
  /** The app window, or null between closing the last one and reopening it (macOS). */
  window(): BrowserWindow | null;
}

/**
 * Start the desktop app: one instance, one library, one hardened window. Resolves to null
 * when another instance already runs (it gets focused instead) or the library cannot open
 * (the user is told why and the app quits).
 */
export async function startShell(options: ShellOptions): Promise<Shell | null> {
  // Chromium fixes scheme privileges at startup: this must come before `ready`.
  protocol.registerSchemesAsPrivileged([appSchemePrivileges]);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }

  let window: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (window) focusWindow(window);
  });

  await app.whenReady();

  const dataDir = resolveDataDir({
    flag: dataFlagFromArgv(options.argv),
    env: options.env,
    fallback: app.getPath('userData'),
  });
  let library: ScenarioLibrary;
  let sessions: SessionStore;
  try {
    library = await ScenarioLibrary.open(dataDir);
    sessions = await SessionStore.open(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    dialog.showErrorBox('Lodestar cannot open its library', `${dataDir}\n\n${reason}`);
    app.exit(1);
    return null;
  }

  const hall = await Hall.open(dataDir);
  const isDev = !app.isPackaged;
  const displayConnection = connectionAs(DISPLAY);
  const displays = new DisplayWindows({ preloadPath: options.preloadPath, isDev });
  // The main window and the projector displays: the pages that may call and that hear events.
  const appPages = () => [window?.webContents, ...displays.contents()];

  denyPermissions(session.defaultSession);
  protocol.handle(APP_SCHEME, createAppProtocolHandler(options.rendererDir));
  // A display window is a screen: it receives the display's projection and cannot act.
  const connectionOf = (contents: WebContents | undefined | null): Connection =>
    contents && displays.contents().includes(contents) ? displayConnection : CONTROL_CONNECTION;
  const handlers = createHandlers(library, sessions, displays, hall);
  hall.lan = lanOnDemand({
    dataDir,
    rendererDir: options.rendererDir,
    shared: { library, sessions, hall, handlers },
  });
  registerIpcHandlers(
    ipcMain,
    handlers,
    (event) => isTrustedSender(event, appPages()),
    (event) => connectionOf(event.sender),
  );
  library.onChange((reason) => sendEvent(window?.webContents, 'library.changed', { reason }));
  library.watchDisk();
  sessions.onChange((change) => {
    if (change.kind !== 'updated') {
      sendEvent(appPages(), 'sessions.changed', { reason: change.reason });
      return;
    }
    for (const page of appPages())
      if (page) sendEvent(page, 'session.updated', change.payloadFor(connectionOf(page).viewer));
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        isDev,
        isMac: process.platform === 'darwin',
        sendCommand: (command) => sendEvent(window?.webContents, 'app.command', { command }),
      }),
    ),
  );

  const openWindow = () => {
    const created = createMainWindow({ preloadPath: options.preloadPath, isDev });
    created.on('closed', () => {
      if (window === created) window = null;
      // A display without the console that drives it would only confuse: it goes too.
      displays.closeAll();
    });
    window = created;
  };
  openWindow();

  app.on('activate', () => {
    if (window === null) openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Snapshots of what is new, then the journals closed (every action is on disk already).
  let closing = false;
  app.on('before-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    displays.closeAll();
    void sessions.close().finally(() => app.quit());
  });

  return { dataDir, library, sessions, displays, window: () => window };
}
