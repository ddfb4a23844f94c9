import { TOOL_IDS, type ToolId } from '../model/map-editor.ts';
import type { ToolStateId } from './state-ids.ts';
import type { ToolDefinition } from './types.ts';

const ALL_GRIDS = ['hex', 'square', 'graph'] as const;

/** Each tool's rest state is named by id; the machine makes it (states.ts). */
const DEFINITIONS: Record<
  ToolId,
  Omit<ToolDefinition, 'id' | 'initial'> & { initial: ToolStateId }
> = {
  select: {
    label: 'Select',
    shortcut: 'V',
    description:
      'Click to select, drag a box to select many (Shift adds), drag the selection to move it.',
    grids: ALL_GRIDS,
    initial: 'select.idle',
    cursor: 'default',
  },
  pan: {
    label: 'Pan',
    shortcut: 'H',
    description: 'Drag to move the view. From any tool, hold Space or drag with the middle button.',
    grids: ALL_GRIDS,
    initial: 'pan.idle',
    cursor: 'grab',
  },
  paint: {
    label: 'Paint',
    shortcut: 'B',
    description:
      'Click or drag to put the chosen tile on cells or nodes. R turns the tile; Alt places one whose copies are all on the map.',
    grids: ALL_GRIDS,
    initial: 'paint.idle',
    cursor: 'crosshair',
  },
  erase: {
    label: 'Erase',
    shortcut: 'E',
    description: 'Click or drag to take away the top token, or else the tile.',
    grids: ALL_GRIDS,
    initial: 'erase.idle',
    cursor: 'crosshair',
  },
  fill: {
    label: 'Fill',
    shortcut: 'G',
    description: 'Click to fill the connected area of the same tile (or of empty cells).',
    grids: ALL_GRIDS,
    initial: 'fill.idle',
    cursor: 'crosshair',
  },
  edge: {
    label: 'Edge',
    shortcut: 'K',
    description:
      'Click a side of a cell to put the chosen edge feature there or take it away. Alt turns a one-way feature round.',
    grids: ['hex', 'square'],
    initial: 'edge.idle',
    cursor: 'crosshair',
  },
  node: {
    label: 'Node',
    shortcut: 'N',
    description: 'Click empty space to add a node; drag a node to move it.',
    grids: ['graph'],
    initial: 'node.idle',
    cursor: 'copy',
  },
  lane: {
    label: 'Lane',
    shortcut: 'L',
    description: 'Drag from one node to another to join them with the chosen lane type.',
    grids: ['graph'],
    initial: 'lane.idle',
    cursor: 'crosshair',
  },
  token: {
    label: 'Token',
    shortcut: 'T',
    description: 'Click a cell or node to put a token there.',
    grids: ALL_GRIDS,
    initial: 'token.idle',
    cursor: 'copy',
  },
  label: {
    label: 'Label',
    shortcut: 'A',
    description: 'Click to write a label on the map; click a label to change its text.',
    grids: ALL_GRIDS,
    initial: 'label.idle',
    cursor: 'text',
  },
  cell: {
    label: 'Cells',
    shortcut: 'C',
    description: 'Click or drag to add cells to the board; hold Shift to remove them.',
    grids: ['hex'],
    initial: 'cells.idle',
    cursor: 'cell',
  },
  visibility: {
    label: 'Visibility',
    shortcut: 'O',
    description: 'Click or drag to hide places or mark them unexplored; hold Shift to reveal them.',
    grids: ALL_GRIDS,
    initial: 'visibility.idle',
    cursor: 'crosshair',
  },
};

/** Every tool, in toolbar order. */
export const TOOLS: readonly ToolDefinition[] = TOOL_IDS.map((id) => ({ id, ...DEFINITIONS[id] }));

const BY_ID = new Map(TOOLS.map((tool) => [tool.id, tool]));

export function toolById(id: ToolId): ToolDefinition {
  const tool = BY_ID.get(id);
  if (!tool) throw new Error(`no tool "${id}"`);
  return tool;
}

/** The tool a key selects (a single letter, either case), or null. */
export function toolForShortcut(key: string): ToolDefinition | null {
  const upper = key.toUpperCase();
  return TOOLS.find((tool) => tool.shortcut === upper) ?? null;
}

/** "Paint (B)": how tooltips name a tool. */
export const toolTitle = (tool: ToolDefinition): string => `${tool.label} (${tool.shortcut})`;
