import { describe, expect, it } from 'vitest';
import { formatCombo, isTypingTarget, matchesCombo, parseCombo } from '../../renderer/app/keys.ts';

const press = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
) => ({
  key,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
});

describe('key combinations', () => {
  it('reads "Mod" as Ctrl, and as ⌘ on a Mac', () => {
    const combo = parseCombo('Mod+N');
    expect(matchesCombo(press('n', { ctrl: true }), combo, false)).toBe(true);
    expect(matchesCombo(press('N', { ctrl: true }), combo, false)).toBe(true);
    expect(matchesCombo(press('n', { meta: true }), combo, false)).toBe(false);
    expect(matchesCombo(press('n', { meta: true }), combo, true)).toBe(true);
    expect(matchesCombo(press('n'), combo, false)).toBe(false);
    expect(matchesCombo(press('n', { ctrl: true, alt: true }), combo, false)).toBe(false);
    expect(matchesCombo(press('n', { ctrl: true, shift: true }), combo, false)).toBe(false);
  });

  it('matches symbols whatever Shift it took to type them', () => {
    expect(matchesCombo(press('?', { shift: true }), parseCombo('?'), false)).toBe(true);
    expect(matchesCombo(press('/', {}), parseCombo('?'), false)).toBe(false);
    expect(matchesCombo(press('/', {}), parseCombo('/'), false)).toBe(true);
  });

  it('matches named keys exactly', () => {
    expect(matchesCombo(press('Delete'), parseCombo('Delete'), false)).toBe(true);
    expect(matchesCombo(press('Backspace'), parseCombo('Delete'), false)).toBe(false);
    expect(
      matchesCombo(press('ArrowLeft', { alt: true }), parseCombo('Alt+ArrowLeft'), false),
    ).toBe(true);
  });

  it('writes combinations the way each platform does', () => {
    expect(formatCombo('Mod+N', false)).toBe('Ctrl+N');
    expect(formatCombo('Mod+N', true)).toBe('⌘N');
    expect(formatCombo('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(formatCombo('Delete', false)).toBe('Delete');
  });

  it('knows which elements take typing', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input type="search">'))).toBe(true);
    expect(isTypingTarget(make('<input type="number">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<select></select>'))).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(make('<div tabindex="0"></div>'))).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
