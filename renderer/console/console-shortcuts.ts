import type { Command } from '../app/commands.ts';
import { CONSOLE_TABS, tabKey, type ConsoleTab } from './console-tab-list.ts';

export interface ConsoleCommands {
  toggleClock(): void;
  next(): void;
  previous(): void;
  addMinute(): void;
  removeMinute(): void;
  newTimer(): void;
  jump(): void;
  undo(): void;
  redo(): void;
  announce(): void;
  openDisplay(): void;
  back(): void;
  showTab(tab: ConsoleTab): void;
  /** Whether the session's scenario uses a tab (its key does nothing otherwise). */
  hasTab(tab: ConsoleTab): boolean;
  palette(): void;
  rollDice(): void;
  /** Fold the header to one line, or unfold it. */
  toggleHeader(): void;
  /** False once the session has ended: only reading and leaving remain. */
  canAct(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
}

/**
 * The console's shortcuts, listed in the `?` overlay under "Console". The registry keeps
 * them out of text fields, so typing an announcement never pauses the clock.
 */
export function consoleShortcuts(c: ConsoleCommands): Command[] {
  const group = 'Console';
  return [
    {
      id: 'console-clock-toggle',
      label: 'Start, pause or resume the clock',
      keys: ['Space'],
      group,
      enabled: c.canAct,
      run: c.toggleClock,
    },
    { id: 'console-next', label: 'Next phase', keys: ['N'], group, enabled: c.canAct, run: c.next },
    {
      id: 'console-previous',
      label: 'Previous phase',
      keys: ['P'],
      group,
      enabled: c.canAct,
      run: c.previous,
    },
    {
      id: 'console-add-minute',
      label: 'Add one minute to this phase',
      keys: ['+', '='],
      group,
      enabled: c.canAct,
      run: c.addMinute,
    },
    {
      id: 'console-remove-minute',
      label: 'Take one minute off this phase',
      keys: ['-'],
      group,
      enabled: c.canAct,
      run: c.removeMinute,
    },
    {
      id: 'console-new-timer',
      label: 'New timer',
      keys: ['T'],
      group,
      enabled: c.canAct,
      run: c.newTimer,
    },
    {
      id: 'console-jump',
      label: 'Jump to a phase',
      keys: ['J'],
      group,
      enabled: c.canAct,
      run: c.jump,
    },
    {
      id: 'console-announce',
      label: 'Write an announcement',
      keys: ['A'],
      group,
      enabled: c.canAct,
      run: c.announce,
    },
    {
      id: 'console-undo',
      label: 'Undo the last action',
      keys: ['Mod+Z'],
      group,
      enabled: c.canUndo,
      run: c.undo,
    },
    {
      id: 'console-redo',
      label: 'Redo',
      keys: ['Mod+Shift+Z', 'Mod+Y'],
      group,
      enabled: c.canRedo,
      run: c.redo,
    },
    {
      id: 'console-open-display',
      label: 'Open the projector display',
      keys: ['D'],
      group,
      run: c.openDisplay,
    },
    ...CONSOLE_TABS.map((t) => ({
      id: `console-tab-${t.tab}`,
      label: `Show ${t.label}`,
      keys: [tabKey(t.tab)],
      group,
      enabled: () => c.hasTab(t.tab),
      run: () => c.showTab(t.tab),
    })),
    {
      id: 'console-palette',
      label: 'Find a deck, bag, table or die and act on it',
      keys: ['Mod+K'],
      group,
      enabled: c.canAct,
      whileTyping: true,
      run: c.palette,
    },
    {
      id: 'console-dice',
      label: 'Type dice to roll',
      keys: ['R'],
      group,
      enabled: c.canAct,
      run: c.rollDice,
    },
    {
      id: 'console-header',
      label: 'Fold the header to one line, or unfold it',
      keys: ['H'],
      group,
      run: c.toggleHeader,
    },
    {
      id: 'back',
      label: 'Back to the library',
      keys: ['Alt+ArrowLeft'],
      group,
      run: c.back,
    },
  ];
}
