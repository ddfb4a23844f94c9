import { formatCombo } from './keys.ts';

/**
 * One thing a person can do, reachable from a shortcut, the `?` overlay and the Electron
 * menu alike (the menu sends `app.command` with the same id).
 */
export interface Command {
  id: string;
  label: string;
  /** Combinations such as "Mod+N", "Delete", "/"; empty when the action has no shortcut. */
  keys: string[];
  /** Heading under which the `?` overlay lists it. */
  group: string;
  run(): void;
  /** Greyed out in the overlay and ignored by shortcuts when false. */
  enabled?(): boolean;
  /** Fire even while the focus is in a text field (only for Esc-like actions). */
  whileTyping?: boolean;
}

/** Every action once, in registration order, the newest definition of each id winning. */
export function latestById(layers: readonly (readonly Command[])[]): Command[] {
  const byId = new Map<string, Command>();
  for (const layer of layers) for (const action of layer) byId.set(action.id, action);
  return [...byId.values()];
}

/** The overlay's view of the registry: groups of "label — keys". */
export function describeShortcuts(
  actions: readonly Command[],
): { group: string; items: { id: string; label: string; keys: string[]; enabled: boolean }[] }[] {
  const groups = new Map<
    string,
    { id: string; label: string; keys: string[]; enabled: boolean }[]
  >();
  for (const action of actions) {
    if (action.keys.length === 0) continue;
    const items = groups.get(action.group) ?? [];
    items.push({
      id: action.id,
      label: action.label,
      keys: action.keys.map((keys) => formatCombo(keys)),
      enabled: action.enabled?.() !== false,
    });
    groups.set(action.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
