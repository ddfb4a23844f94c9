import { BrowserWindow } from 'electron';
import { APP_ENTRY_URL } from './app-origin.ts';
import { hardenedWebPreferences, hardenWebContents } from './security.ts';

export interface MainWindowOptions {
  /** The built preload script (`dist-electron/preload.cjs`). */
  preloadPath: string;
  isDev: boolean;
}

/** The one app window: hardened, loading the renderer from the app's own origin. */
export function createMainWindow({ preloadPath, isDev }: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    title: 'Lodestar',
    width: 1280,
    height: 820,
    minWidth: 800,
    minHeight: 560,
    // Shown once the first frame is painted, so the user never sees an empty white window.
    show: false,
    webPreferences: hardenedWebPreferences(preloadPath, isDev),
  });
  hardenWebContents(window.webContents);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

/** Bring an existing window to the front (a second launch of the app lands here). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
