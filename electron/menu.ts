import type { MenuItemConstructorOptions } from 'electron';
import type { EventOf } from '../host/channels.ts';

export type AppCommand = EventOf<'app.command'>['command'];

export interface MenuOptions {
  /** Unpackaged run: adds the developer tools. */
  isDev: boolean;
  /** macOS keeps Quit and About in the application menu. */
  isMac: boolean;
  /** Forward a File/Help choice to the renderer, which runs the same action as its shortcut. */
  sendCommand: (command: AppCommand) => void;
}

/**
 * The native menu. File and Help items do not act here: they send an `app.command` event, so
 * the menu, the keyboard shortcuts and the buttons all run the renderer's one implementation.
 */
export function buildMenuTemplate({
  isDev,
  isMac,
  sendCommand,
}: MenuOptions): MenuItemConstructorOptions[] {
  const command = (label: string, name: AppCommand, accelerator: string) => ({
    label,
    accelerator,
    click: () => sendCommand(name),
  });

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      command('New Scenario', 'new', 'CmdOrCtrl+N'),
      command('Open…', 'open', 'CmdOrCtrl+O'),
      { type: 'separator' },
      command('Import…', 'import', 'CmdOrCtrl+I'),
      command('Export…', 'export', 'CmdOrCtrl+E'),
      { type: 'separator' },
      isMac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'CmdOrCtrl+Q' },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      ...(isDev
        ? ([{ role: 'forceReload' }, { role: 'toggleDevTools' }] as MenuItemConstructorOptions[])
        : []),
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };

  const help: MenuItemConstructorOptions = {
    label: 'Help',
    submenu: [
      {
        ...command('Keyboard Shortcuts', 'shortcuts', '?'),
        // Shown as a hint only: a bare "?" registered with the system would be swallowed
        // while typing in a text field. The renderer handles the key itself.
        registerAccelerator: false,
      },
      ...(isMac
        ? []
        : ([{ type: 'separator' }, { role: 'about', label: 'About Lodestar' }] as const)),
    ],
  };

  const appMenu: MenuItemConstructorOptions[] = isMac ? [{ role: 'appMenu' }] : [];
  return [...appMenu, file, edit, view, help];
}
