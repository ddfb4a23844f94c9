import { BrowserWindow, screen, type Display, type WebContents } from 'electron';
import { APP_ORIGIN } from './app-origin.ts';
import { displayPath, type DisplayOpener, type DisplayScreen } from '../host/handlers.ts';
import { hardenedWebPreferences, hardenWebContents } from './security.ts';

export interface DisplayWindowsOptions {
  /** The built preload script: a display reads the session through the same bridge. */
  preloadPath: string;
  isDev: boolean;
}

/** The projector page of a session on the app origin. */
export function displayUrl(sessionId: string): string {
  return `${APP_ORIGIN}${displayPath(sessionId)}`;
}

/** The screens as the display picker lists them. */
export function describeScreens(displays: readonly Display[], primaryId: number): DisplayScreen[] {
  return displays.map((display, index) => ({
    id: display.id,
    label: display.label?.trim() || `Screen ${index + 1}`,
    primary: display.id === primaryId,
    width: display.size.width,
    height: display.size.height,
  }));
}

/**
 * The projector displays of the desktop app: one window per session, hardened like the main
 * window, put on the chosen screen and (usually) fullscreen there. A second "open" of the same
 * session moves and brings forward the window it already has.
 */
export class DisplayWindows implements DisplayOpener {
  private readonly windows = new Map<string, BrowserWindow>();

  constructor(private readonly options: DisplayWindowsOptions) {}

  screens(): DisplayScreen[] {
    return describeScreens(screen.getAllDisplays(), screen.getPrimaryDisplay().id);
  }

  open(sessionId: string, screenId: number | undefined, fullscreen: boolean): void {
    const target =
      screen.getAllDisplays().find((display) => display.id === screenId) ??
      screen.getPrimaryDisplay();
    const { x, y, width, height } = target.workArea;
    const existing = this.windows.get(sessionId);
    if (existing && !existing.isDestroyed()) {
      if (existing.isFullScreen()) existing.setFullScreen(false);
      existing.setBounds({ x, y, width, height });
      if (fullscreen) existing.setFullScreen(true);
      existing.show();
      existing.focus();
      return;
    }
    const window = new BrowserWindow({
      title: 'Lodestar display',
      x,
      y,
      width,
      height,
      show: false,
      backgroundColor: '#000000',
      autoHideMenuBar: true,
      webPreferences: hardenedWebPreferences(this.options.preloadPath, this.options.isDev),
    });
    hardenWebContents(window.webContents);
    window.once('ready-to-show', () => {
      // Fullscreen is set on the window already on its screen, so it fills that screen.
      if (fullscreen) window.setFullScreen(true);
      window.show();
    });
    window.on('closed', () => {
      if (this.windows.get(sessionId) === window) this.windows.delete(sessionId);
    });
    this.windows.set(sessionId, window);
    void window.loadURL(displayUrl(sessionId));
  }

  /** The pages of the open display windows: they may call the host and hear its events. */
  contents(): WebContents[] {
    return [...this.windows.values()]
      .filter((window) => !window.isDestroyed())
      .map((window) => window.webContents);
  }

  closeAll(): void {
    for (const window of this.windows.values()) if (!window.isDestroyed()) window.close();
    this.windows.clear();
  }
}
