import type { ToolId } from '../../editor/model/map-editor.ts';

/** One line under the canvas saying what the chosen tool does with the mouse. */
export const TOOL_HINTS: Readonly<Record<ToolId, string>> = {
  select: 'Click to select · Shift-click adds · Drag to move it, or drag across to select an area',
  pan: 'Drag to move the view · Scroll to zoom (Space-drag pans with any tool)',
  paint:
    'Click or drag to paint · Shift-click to pick the tile under the pointer · Alt places a tile with no copies left',
  erase: 'Click or drag to erase the topmost token or tile',
  fill: 'Click to fill the connected area of the same tile',
  edge: 'Click near a cell side to put or remove the chosen edge feature',
  node: 'Click empty space to add a node · Drag a node to move it',
  lane: 'Drag from one node to another to join them with a lane',
  token: 'Click a place to put a token there',
  label: 'Click to write a label there',
  cell: 'Click or drag to add cells to the board · Shift removes them',
  visibility: 'Click or drag to hide or fog places · Shift clears them',
};

/** While a galaxy template is open, a click paints the role tool's choice. */
export const TEMPLATE_HINT =
  'Click a place to paint the role · 1–6 choose the role · R turns the tile · Ctrl+Z undoes';
