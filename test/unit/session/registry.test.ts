import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { coreActionModules } from '../../../session/core-actions.ts';
import { ActionRegistry } from '../../../session/registry.ts';
import type { LogEntry } from '../../../session/types.ts';
import { testHeader } from './session-fixtures.ts';

const registry = lodestarSession.registry;

describe('ActionRegistry.parse', () => {
  it('accepts a valid action and fills in defaults', () => {
    expect(registry.parse({ type: 'announce.post', text: '  Lunch  ' })).toEqual({
      ok: true,
      action: { type: 'announce.post', text: 'Lunch', urgent: false },
    });
  });

  it('rejects what is not an object', () => {
    for (const raw of [null, 'clock.next', 42, ['announce.post']]) {
      const result = registry.parse(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems[0]?.path).toBe('$');
    }
  });

  it('names a missing or unknown type', () => {
    const missing = registry.parse({ text: 'x' });
    expect(missing).toMatchObject({ ok: false, problems: [{ path: '$.type' }] });
    const unknown = registry.parse({ type: 'weather.change' });
    expect(unknown).toMatchObject({
      ok: false,
      message: 'unknown action type "weather.change"',
      problems: [{ path: '$.type' }],
    });
  });

  it('reports every bad field with its path', () => {
    const result = registry.parse({ type: 'random.pick', label: '', options: ['only', ''] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toContain('$.label');
    expect(paths).toContain('$.options[1]');
    expect(result.message).toMatch(/^invalid random\.pick: \$\.label: /);
    expect(registry.parse({ type: 'random.pick', label: 'L', options: ['only'] })).toMatchObject({
      ok: false,
      problems: [{ path: '$.options', message: 'a pick needs at least 2 options' }],
    });
  });

  it('rejects unknown fields rather than dropping them', () => {
    const result = registry.parse({ type: 'session.note', text: 'x', colour: 'red' });
    expect(result.ok).toBe(false);
  });

  it('checks lengths: announcements up to 500 characters, picks up to 500 options', () => {
    expect(registry.parse({ type: 'announce.post', text: 'x'.repeat(500) }).ok).toBe(true);
    expect(registry.parse({ type: 'announce.post', text: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      problems: [{ path: '$.text' }],
    });
    const options = (n: number) => Array.from({ length: n }, (_, i) => `o${i}`);
    expect(registry.parse({ type: 'random.pick', label: 'L', options: options(500) }).ok).toBe(
      true,
    );
    expect(registry.parse({ type: 'random.pick', label: 'L', options: options(501) }).ok).toBe(
      false,
    );
  });
});

describe('ActionRegistry', () => {
  it('refuses to register a type twice', () => {
    expect(() => new ActionRegistry().register(...coreActionModules, ...coreActionModules)).toThrow(
      /registered twice/,
    );
  });

  it('holds the session, clock and timer actions', () => {
    const types = registry.types();
    for (const type of [
      'session.undo',
      'session.redo',
      'session.end',
      'session.note',
      'announce.post',
      'announce.clear',
      'random.pick',
    ])
      expect(types).toContain(type);
    expect(registry.kindOf('announce.post')).toBe('announcement');
    expect(registry.kindOf('random.pick')).toBe('random');
    expect(registry.kindOf('session.note')).toBe('note');
    expect(registry.kindOf('nope')).toBeUndefined();
  });

  it('describes entries, including ones of a type it does not know', () => {
    const entry = (action: LogEntry['action'], outcome?: LogEntry['outcome']): LogEntry => ({
      seq: 1,
      at: 0,
      by: 'Ana',
      action,
      ...(outcome === undefined ? {} : { outcome }),
      prev: '',
      hash: '',
    });
    const header = testHeader();
    expect(
      registry.describe(
        entry({ type: 'random.pick', label: 'Raid', options: ['a', 'b'] }, { value: 'b' }),
        header,
      ),
    ).toBe('Random pick “Raid”: b');
    expect(
      registry.describe(entry({ type: 'announce.post', text: 'Hi', urgent: true }), header),
    ).toBe('Urgent announcement: Hi');
    expect(registry.describe(entry({ type: 'session.undo' }, { seq: 3, label: 'X' }), header)).toBe(
      'Undo: X',
    );
    expect(registry.describe(entry({ type: 'weather.change' }), header)).toBe(
      'Unknown action "weather.change"',
    );
  });
});
