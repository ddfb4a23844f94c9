import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate, type AppCommand } from '../../../electron/menu.ts';

function build(options: { isDev?: boolean; isMac?: boolean } = {}) {
  const sent: AppCommand[] = [];
  const template = buildMenuTemplate({
    isDev: options.isDev ?? false,
    isMac: options.isMac ?? false,
    sendCommand: (command) => sent.push(command),
  });
  return { template, sent };
}

function submenu(template: MenuItemConstructorOptions[], label: string) {
  const menu = template.find((item) => item.label === label)?.submenu;
  if (!Array.isArray(menu)) throw new Error(`no ${label} menu`);
  return menu.filter((item) => item.type !== 'separator');
}

const click = (item: MenuItemConstructorOptions | undefined) =>
  (item?.click as (() => void) | undefined)?.();

describe('buildMenuTemplate', () => {
  it('has File, Edit, View and Help in that order', () => {
    expect(build().template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Help']);
  });

  it('File: new, open, import, export and quit with their accelerators', () => {
    const file = submenu(build().template, 'File');
    expect(file.map((item) => [item.label, item.accelerator])).toEqual([
      ['New Scenario', 'CmdOrCtrl+N'],
      ['Open…', 'CmdOrCtrl+O'],
      ['Import…', 'CmdOrCtrl+I'],
      ['Export…', 'CmdOrCtrl+E'],
      ['Quit', 'CmdOrCtrl+Q'],
    ]);
    expect(file.at(-1)?.role).toBe('quit');
  });

  it('File and Help items send their command to the renderer', () => {
    const { template, sent } = build();
    for (const item of submenu(template, 'File').slice(0, 4)) click(item);
    click(submenu(template, 'Help')[0]);
    expect(sent).toEqual(['new', 'open', 'import', 'export', 'shortcuts']);
  });

  it('Edit holds the standard editing roles', () => {
    expect(submenu(build().template, 'Edit').map((item) => item.role)).toEqual([
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
    ]);
  });

  it('View has reload, zoom and full screen; developer tools only in development', () => {
    const roles = (isDev: boolean) => submenu(build({ isDev }).template, 'View').map((i) => i.role);
    expect(roles(false)).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles(true)).toContain('toggleDevTools');
    expect(roles(false)).not.toContain('toggleDevTools');
  });

  it('Help lists the keyboard shortcuts under "?" without stealing the key, and About', () => {
    const [shortcuts, about] = submenu(build().template, 'Help');
    expect(shortcuts).toMatchObject({
      label: 'Keyboard Shortcuts',
      accelerator: '?',
      registerAccelerator: false,
    });
    expect(about).toMatchObject({ role: 'about' });
  });

  it('on macOS, adds the application menu and closes the window from File', () => {
    const { template } = build({ isMac: true });
    expect(template[0]).toEqual({ role: 'appMenu' });
    expect(submenu(template, 'File').at(-1)?.role).toBe('close');
  });
});
