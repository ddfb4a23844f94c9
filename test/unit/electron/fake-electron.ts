import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * A stand-in for the `electron` module, just wide enough for the shell: tests install it with
 * `vi.mock('electron', () => import('./fake-electron.ts').then((m) => m.electron))`, drive it
 * (fire app events, invoke IPC handlers as a given sender) and read back what the shell did.
 */

export interface FakeNavigationEvent {
  url: string;
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function navigationEvent(url: string): FakeNavigationEvent {
  return {
    url,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class FakeWebContents extends EventEmitter {
  url = '';
  destroyed = false;
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getURL(): string {
    return this.url;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  minimized = false;
  destroyed = false;
  readonly actions: string[] = [];

  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    this.webContents.url = url;
    return Promise.resolve();
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
    this.actions.push('restore');
  }
  show(): void {
    this.actions.push('show');
  }
  focus(): void {
    this.actions.push('focus');
  }
  /** What Electron does when the user closes the window. */
  close(): void {
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

/** The order in which the shell touched Electron, for checks such as "before ready". */
export const callOrder: string[] = [];

class FakeApp extends EventEmitter {
  isPackaged = false;
  gotLock = true;
  userData = '/nonexistent/userData';
  readonly quit = vi.fn();
  readonly exit = vi.fn();
  requestSingleInstanceLock(): boolean {
    callOrder.push('requestSingleInstanceLock');
    return this.gotLock;
  }
  whenReady(): Promise<void> {
    callOrder.push('whenReady');
    return Promise.resolve();
  }
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`unexpected app.getPath("${name}")`);
    return this.userData;
  }
}

export type FakeHandler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

class FakeIpcMain {
  readonly handlers = new Map<string, FakeHandler>();
  handle(channel: string, handler: FakeHandler): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for "${channel}"`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
}

type ProtocolHandler = (request: Request) => Promise<Response>;

class FakeProtocol {
  readonly privileged: unknown[] = [];
  readonly handlers = new Map<string, ProtocolHandler>();
  registerSchemesAsPrivileged(schemes: unknown[]): void {
    callOrder.push('registerSchemesAsPrivileged');
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: ProtocolHandler): void {
    this.handlers.set(scheme, handler);
  }
}

type PermissionRequestHandler = (
  contents: FakeWebContents,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl: string },
) => void;
type PermissionCheckHandler = (
  contents: FakeWebContents | null,
  permission: string,
  origin: string,
) => boolean;

class FakeSession {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: PermissionCheckHandler | null = null;
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler): void {
    this.checkHandler = handler;
  }
}

export interface FakeMenuItem {
  label?: string;
  role?: string;
  accelerator?: string;
  registerAccelerator?: boolean;
  type?: string;
  click?: () => void;
  submenu?: FakeMenuItem[];
}

class FakeMenu {
  applicationMenu: { template: FakeMenuItem[] } | null = null;
  buildFromTemplate(template: FakeMenuItem[]) {
    return { template };
  }
  setApplicationMenu(menu: { template: FakeMenuItem[] } | null): void {
    this.applicationMenu = menu;
  }
}

export class FakeIpcRenderer {
  readonly invoke = vi.fn((channel: string, request: unknown) =>
    Promise.resolve({ channel, request }),
  );
  readonly emitter = new EventEmitter();
  on(channel: string, listener: (...args: unknown[]) => void): this {
    this.emitter.on(channel, listener);
    return this;
  }
  removeListener(channel: string, listener: (...args: unknown[]) => void): this {
    this.emitter.removeListener(channel, listener);
    return this;
  }
}

class FakeContextBridge {
  readonly exposed = new Map<string, unknown>();
  exposeInMainWorld(key: string, api: unknown): void {
    this.exposed.set(key, api);
  }
}

export const app = new FakeApp();
export const ipcMain = new FakeIpcMain();
export const protocol = new FakeProtocol();
export const defaultSession = new FakeSession();
export const menu = new FakeMenu();
export const dialog = { showErrorBox: vi.fn() };
export const ipcRenderer = new FakeIpcRenderer();
export const contextBridge = new FakeContextBridge();

/** The module object `vi.mock('electron', …)` returns. */
export const electron = {
  app,
  BrowserWindow: FakeBrowserWindow,
  dialog,
  ipcMain,
  Menu: menu,
  protocol,
  session: { defaultSession },
  ipcRenderer,
  contextBridge,
};

/** Back to a fresh, just-launched Electron. */
export function resetFakeElectron(): void {
  callOrder.length = 0;
  app.removeAllListeners();
  app.isPackaged = false;
  app.gotLock = true;
  app.userData = '/nonexistent/userData';
  app.quit.mockClear();
  app.exit.mockClear();
  ipcMain.handlers.clear();
  protocol.privileged.length = 0;
  protocol.handlers.clear();
  defaultSession.requestHandler = null;
  defaultSession.checkHandler = null;
  menu.applicationMenu = null;
  dialog.showErrorBox.mockClear();
  FakeBrowserWindow.instances = [];
  contextBridge.exposed.clear();
  ipcRenderer.invoke.mockClear();
  ipcRenderer.emitter.removeAllListeners();
}

/** An `IpcMainInvokeEvent` as Electron builds it for a call from `contents` at `frameUrl`. */
export function invokeEvent(contents: FakeWebContents, frameUrl: string | null) {
  return { sender: contents, senderFrame: frameUrl === null ? null : { url: frameUrl } };
}
