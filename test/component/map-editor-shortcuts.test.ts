import { afterEach, describe, expect, it } from 'vitest';
import { CommandRegistry } from '../../renderer/app/commands.svelte.ts';
import { describeShortcuts } from '../../renderer/app/commands.ts';
import {
  mapEditorShortcuts,
  type MapEditorCommands,
} from '../../renderer/editor/map-editor-shortcuts.ts';

/** Commands that record what ran, with switches for what is possible right now. */
function recorder(
  state: { editing?: boolean; undo?: boolean; paste?: boolean; generate?: boolean } = {},
) {
  const ran: string[] = [];
  const note = (name: string) => () => void ran.push(name);
  const commands: MapEditorCommands = {
    tools: [
      { id: 'select', label: 'Select', shortcut: 'V' },
      { id: 'paint', label: 'Paint', shortcut: 'B' },
      { id: 'label', label: 'Label', shortcut: 'A' },
    ],
    chooseTool: (id) => void ran.push(`tool:${id}`),
    undo: note('undo'),
    redo: note('redo'),
    rotate: (steps) => void ran.push(`rotate:${steps}`),
    deleteSelected: note('delete'),
    copy: note('copy'),
    cut: note('cut'),
    paste: note('paste'),
    selectAll: note('select-all'),
    cancel: note('cancel'),
    fit: note('fit'),
    oneToOne: note('one-to-one'),
    zoomIn: note('zoom-in'),
    zoomOut: note('zoom-out'),
    nudge: (direction) => void ran.push(`nudge:${direction}`),
    duplicateMap: note('duplicate'),
    generateGalaxy: note('generate'),
    canGenerate: () => state.generate ?? true,
    exportMap: note('export'),
    back: note('back'),
    canEdit: () => state.editing ?? true,
    canUndo: () => state.undo ?? true,
    canRedo: () => state.undo ?? true,
    canPaste: () => state.paste ?? true,
  };
  return { ran, commands };
}

function press(
  registry: CommandRegistry,
  key: string,
  modifiers: { ctrl?: boolean; shift?: boolean; alt?: boolean } = {},
  target: EventTarget = document.body,
): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    ctrlKey: modifiers.ctrl ?? false,
    shiftKey: modifiers.shift ?? false,
    altKey: modifiers.alt ?? false,
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(event, 'target', { value: target });
  return registry.handleKeydown(event);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('map editor shortcuts', () => {
  it('turn each key into its command', () => {
    const { ran, commands } = recorder();
    const registry = new CommandRegistry();
    registry.register(mapEditorShortcuts(commands));
    press(registry, 'b');
    press(registry, 'V', { shift: false });
    press(registry, 'a');
    press(registry, 'z', { ctrl: true });
    press(registry, 'Z', { ctrl: true, shift: true });
    press(registry, 'y', { ctrl: true });
    press(registry, 'r');
    press(registry, 'R', { shift: true });
    press(registry, 'Delete');
    press(registry, 'Backspace');
    press(registry, 'c', { ctrl: true });
    press(registry, 'x', { ctrl: true });
    press(registry, 'v', { ctrl: true });
    press(registry, 'a', { ctrl: true });
    press(registry, 'Escape');
    press(registry, 'f');
    press(registry, '1');
    press(registry, '+', { shift: true });
    press(registry, '=');
    press(registry, '-');
    press(registry, 'ArrowLeft');
    press(registry, 'ArrowDown');
    press(registry, 'd', { ctrl: true });
    press(registry, 'G', { ctrl: true, shift: true });
    press(registry, 'E', { ctrl: true, shift: true });
    press(registry, 'ArrowLeft', { alt: true });
    expect(ran).toEqual([
      'tool:paint',
      'tool:select',
      'tool:label',
      'undo',
      'redo',
      'redo',
      'rotate:1',
      'rotate:-1',
      'delete',
      'delete',
      'copy',
      'cut',
      'paste',
      'select-all',
      'cancel',
      'fit',
      'one-to-one',
      'zoom-in',
      'zoom-in',
      'zoom-out',
      'nudge:left',
      'nudge:down',
      'duplicate',
      'generate',
      'export',
      'back',
    ]);
  });

  it('leave keys typed in a text field to the field', () => {
    const { ran, commands } = recorder();
    const registry = new CommandRegistry();
    registry.register(mapEditorShortcuts(commands));
    const input = document.createElement('input');
    document.body.append(input);
    expect(press(registry, 'b', {}, input)).toBe(false);
    expect(press(registry, 'Delete', {}, input)).toBe(false);
    expect(press(registry, 'z', { ctrl: true }, input)).toBe(false);
    expect(ran).toEqual([]);
  });

  it('do nothing while nothing can be edited, undone or pasted', () => {
    const idle = recorder({ editing: false, undo: false, paste: false });
    const registry = new CommandRegistry();
    registry.register(mapEditorShortcuts(idle.commands));
    for (const [key, ctrl] of [
      ['b', false],
      ['z', true],
      ['v', true],
      ['Delete', false],
    ] as const)
      expect(press(registry, key, { ctrl })).toBe(false);
    expect(idle.ran).toEqual([]);

    const nothingToPaste = recorder({ paste: false });
    const other = new CommandRegistry();
    other.register(mapEditorShortcuts(nothingToPaste.commands));
    expect(press(other, 'v', { ctrl: true })).toBe(false);
    expect(press(other, 'b')).toBe(true);
  });

  it('are listed in the shortcuts overlay under "Map editor", tools first', () => {
    const { commands } = recorder();
    const groups = describeShortcuts(mapEditorShortcuts(commands));
    expect(groups.map((g) => g.group)).toEqual(['Map editor']);
    const items = groups[0]?.items ?? [];
    expect(items.slice(0, 3).map((i) => [i.label, i.keys])).toEqual([
      ['Select tool', ['V']],
      ['Paint tool', ['B']],
      ['Label tool', ['A']],
    ]);
    const labels = items.map((i) => i.label);
    expect(labels).toContain('Paste where the pointer is');
    expect(labels).toContain('Duplicate this map');
    // Every id is distinct, so no shortcut hides another.
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });
});
