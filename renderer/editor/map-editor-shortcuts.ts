import type { ToolId } from '../../editor/model/map-editor.ts';
import type { NudgeDirection } from '../../editor/tools/commands.ts';
import type { Command } from '../app/commands.ts';

export interface MapEditorCommands {
  /** The tools in toolbar order, each with its single-key shortcut. */
  tools: readonly { id: ToolId; label: string; shortcut: string }[];
  chooseTool(id: ToolId): void;
  undo(): void;
  redo(): void;
  rotate(steps: 1 | -1): void;
  deleteSelected(): void;
  copy(): void;
  cut(): void;
  /** At the last pointer position over the map; `beyondPool` places tiles whose copies are all used. */
  paste(beyondPool?: boolean): void;
  selectAll(): void;
  /** Stop what the tool is doing, then clear the selection. */
  cancel(): void;
  fit(): void;
  oneToOne(): void;
  zoomIn(): void;
  zoomOut(): void;
  nudge(direction: NudgeDirection): void;
  duplicateMap(): void;
  /** Open the "Generate galaxy…" dialog. */
  generateGalaxy(): void;
  /** The scenario has galaxy templates. */
  canGenerate(): boolean;
  /** Open the Print or export dialog for the open map. */
  exportMap(): void;
  back(): void;
  /** A map is open and ready to edit. */
  canEdit(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  canPaste(): boolean;
}

const ARROWS: readonly [string, NudgeDirection, string][] = [
  ['ArrowUp', 'up', 'Move the selected cells up one cell'],
  ['ArrowDown', 'down', 'Move the selected cells down one cell'],
  ['ArrowLeft', 'left', 'Move the selected cells left one cell'],
  ['ArrowRight', 'right', 'Move the selected cells right one cell'],
];

/**
 * The map editor's shortcuts, listed in the `?` overlay under "Map editor". The registry
 * keeps them out of text fields and dialogs, so typing a tile name never switches tools.
 */
export function mapEditorShortcuts(c: MapEditorCommands): Command[] {
  const group = 'Map editor';
  const edit = c.canEdit;
  const tools: Command[] = c.tools.map((tool) => ({
    id: `map-tool-${tool.id}`,
    label: `${tool.label} tool`,
    keys: [tool.shortcut.toUpperCase()],
    group,
    enabled: edit,
    run: () => c.chooseTool(tool.id),
  }));
  return [
    ...tools,
    {
      id: 'map-undo',
      label: 'Undo',
      keys: ['Mod+Z'],
      group,
      enabled: c.canUndo,
      run: c.undo,
    },
    {
      id: 'map-redo',
      label: 'Redo',
      keys: ['Mod+Shift+Z', 'Mod+Y'],
      group,
      enabled: c.canRedo,
      run: c.redo,
    },
    {
      id: 'map-rotate',
      label: 'Rotate the selected tiles (or the brush) clockwise',
      keys: ['R'],
      group,
      enabled: edit,
      run: () => c.rotate(1),
    },
    {
      id: 'map-rotate-back',
      label: 'Rotate the selected tiles (or the brush) anticlockwise',
      keys: ['Shift+R'],
      group,
      enabled: edit,
      run: () => c.rotate(-1),
    },
    {
      id: 'map-delete',
      label: 'Delete the selection',
      keys: ['Delete', 'Backspace'],
      group,
      enabled: edit,
      run: c.deleteSelected,
    },
    { id: 'map-copy', label: 'Copy', keys: ['Mod+C'], group, enabled: edit, run: c.copy },
    { id: 'map-cut', label: 'Cut', keys: ['Mod+X'], group, enabled: edit, run: c.cut },
    {
      id: 'map-paste',
      label: 'Paste where the pointer is',
      keys: ['Mod+V'],
      group,
      enabled: () => edit() && c.canPaste(),
      run: () => c.paste(),
    },
    {
      id: 'map-paste-anyway',
      label: 'Paste even where a tile has no copies left',
      keys: ['Mod+Alt+V'],
      group,
      enabled: () => edit() && c.canPaste(),
      run: () => c.paste(true),
    },
    {
      id: 'map-select-all',
      label: 'Select all',
      keys: ['Mod+A'],
      group,
      enabled: edit,
      run: c.selectAll,
    },
    {
      id: 'map-cancel',
      label: 'Cancel, then clear the selection',
      keys: ['Escape'],
      group,
      enabled: edit,
      run: c.cancel,
    },
    { id: 'map-fit', label: 'Fit the map in view', keys: ['F'], group, enabled: edit, run: c.fit },
    {
      id: 'map-one-to-one',
      label: 'Zoom to 100%',
      keys: ['1'],
      group,
      enabled: edit,
      run: c.oneToOne,
    },
    { id: 'map-zoom-in', label: 'Zoom in', keys: ['+', '='], group, enabled: edit, run: c.zoomIn },
    { id: 'map-zoom-out', label: 'Zoom out', keys: ['-'], group, enabled: edit, run: c.zoomOut },
    ...ARROWS.map(([key, direction, label]): Command => ({
      id: `map-nudge-${direction}`,
      label,
      keys: [key],
      group,
      enabled: edit,
      run: () => c.nudge(direction),
    })),
    {
      id: 'map-duplicate',
      label: 'Duplicate this map',
      keys: ['Mod+D'],
      group,
      enabled: edit,
      run: c.duplicateMap,
    },
    {
      id: 'map-generate-galaxy',
      label: 'Generate a galaxy from a template…',
      keys: ['Mod+Shift+G'],
      group,
      enabled: c.canGenerate,
      run: c.generateGalaxy,
    },
    {
      id: 'map-export',
      label: 'Print or export this map (PDF, SVG, PNG)',
      keys: ['Mod+Shift+E'],
      group,
      enabled: edit,
      run: c.exportMap,
    },
    {
      id: 'map-back',
      label: 'Back to the scenario',
      keys: ['Alt+ArrowLeft'],
      group,
      run: c.back,
    },
  ];
}
