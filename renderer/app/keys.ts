/**
 * Keyboard combinations written as in menus: "Mod+N", "Delete", "?", "/". "Mod" is Ctrl,
 * or ⌘ on a Mac, so one registry serves both without a second table.
 */
export interface KeyCombo {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  /** `KeyboardEvent.key`, lower-cased for letters. */
  key: string;
}

export function parseCombo(text: string): KeyCombo {
  // A trailing "+" is the plus key itself ("Mod++", or "+" alone).
  const parts =
    text === '+'
      ? ['+']
      : text.endsWith('++')
        ? [...text.slice(0, -2).split('+'), '+']
        : text.split('+');
  const named = parts.pop() ?? '';
  // "Space" reads better in a table than a blank, but the event's key is " ".
  const key = named === 'Space' ? ' ' : named;
  const modifiers = new Set(parts.map((p) => p.toLowerCase()));
  return {
    mod: modifiers.has('mod') || modifiers.has('ctrl'),
    shift: modifiers.has('shift'),
    alt: modifiers.has('alt'),
    key: key.length === 1 ? key.toLowerCase() : key,
  };
}

export function isMac(platform: string = globalThis.navigator?.platform ?? ''): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function matchesCombo(event: KeyEventLike, combo: KeyCombo, mac = isMac()): boolean {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key !== combo.key) return false;
  const mod = mac ? event.metaKey : event.ctrlKey;
  if (mod !== combo.mod || event.altKey !== combo.alt) return false;
  // Printable symbols such as "?" already carry Shift in the key itself.
  const symbol = combo.key.length === 1 && !/[a-z0-9]/.test(combo.key);
  return symbol || event.shiftKey === combo.shift;
}

/** How a combination reads on this platform: "Ctrl+N", or "⌘N" on a Mac. */
export function formatCombo(text: string, mac = isMac()): string {
  const combo = parseCombo(text);
  const key =
    combo.key === ' ' ? 'Space' : combo.key.length === 1 ? combo.key.toUpperCase() : combo.key;
  if (mac) return `${combo.alt ? '⌥' : ''}${combo.shift ? '⇧' : ''}${combo.mod ? '⌘' : ''}${key}`;
  return [combo.mod && 'Ctrl', combo.alt && 'Alt', combo.shift && 'Shift', key]
    .filter(Boolean)
    .join('+');
}

/**
 * True when a key press belongs to the text the person is typing: shortcuts stay out of
 * inputs, text areas, selects and editable content (Esc excepted, which callers allow).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'color', 'file', 'range'].includes(
    type,
  );
}
