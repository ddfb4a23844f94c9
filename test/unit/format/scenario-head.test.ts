import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseScenarioHead,
  parseScenarioText,
  serializeScenario,
} from '../../../scenarios/format/parse.ts';
import { headOf } from '../../../scenarios/format/scenario-head.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8');

describe('reading the head of a scenario file (what a list shows)', () => {
  it('gives what the whole scenario gives, for every bundled scenario', () => {
    for (const { scenario } of bundledScenarios) {
      const head = parseScenarioHead(serializeScenario(scenario));
      expect(head).toEqual({ ok: true, head: headOf(scenario), migratedFrom: null });
    }
  });

  it('migrates an older version first, as opening it does', () => {
    const text = fixture('scenarios/v0-draft.json');
    const whole = parseScenarioText(text);
    if (!whole.ok) throw new Error('the v0 fixture does not load');
    expect(parseScenarioHead(text)).toEqual({
      ok: true,
      head: headOf(whole.scenario),
      migratedFrom: 0,
    });
  });

  it.each(['empty', 'truncated', 'newer', 'not-an-object'])(
    'refuses %s.lodestar.json exactly as opening it does',
    (name) => {
      const text = fixture(`bad/${name}.lodestar.json`);
      const whole = parseScenarioText(text);
      expect(whole.ok).toBe(false);
      expect(parseScenarioHead(text)).toEqual(whole);
    },
  );

  it('refuses a head that is wrong: its meta, a role count, maps that are not a list', () => {
    const result = parseScenarioHead(fixture('bad/invalid.lodestar.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path)).toEqual([
      '$.meta.players.max',
      '$.teams[1].roles[0].count',
    ]);
    const scenario = structuredClone(bundledScenarios[0]?.scenario);
    const noMaps = parseScenarioHead(JSON.stringify({ ...scenario, maps: { a: 1 } }));
    expect(noMaps).toMatchObject({ ok: false, kind: 'invalid', problems: [{ path: '$.maps' }] });
  });

  it('leaves what lies deeper to opening the file', () => {
    const scenario = structuredClone(bundledScenarios[0]?.scenario);
    const text = JSON.stringify({
      ...scenario,
      maps: [{ id: 'Bad Id', name: '', placements: { nowhere: 5 } }],
      decks: [{ id: 'deck' }],
    });
    expect(parseScenarioHead(text)).toMatchObject({
      ok: true,
      head: { mapCount: 1, deckCount: 1 },
    });
    expect(parseScenarioText(text)).toMatchObject({ ok: false, kind: 'invalid' });
  });
});
