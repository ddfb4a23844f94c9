import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';
import { teamsScenario } from '../teams/teams-fixtures.ts';

let temp: ReturnType<typeof tempDir>;
beforeEach(() => (temp = tempDir('tally')));
afterEach(() => temp.remove());

describe('lodestar tally', () => {
  it('tallies a bundled event: sabotage fails a met cost; Manpower comes back', async () => {
    const run = await runCli([
      'tally',
      'so-say-we-all',
      'fuel-leak',
      '--contents',
      '{"manpower":1,"fuel":1,"sabotage":1}',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Result:   FAILURE: cost met: 1 Manpower, 1 Fuel; 1 Sabotage in the box: the event fails',
    );
    expect(run.stdout).toContain("Changes:  Fuel -2 (the event's team)");
    expect(run.stdout).toContain('Consumed: 1 Fuel, 1 Sabotage');
    expect(run.stdout).toContain('Returned: 1 Manpower');
  });

  it('prints JSON for a scenario file, and says a failed persistent event stays open', async () => {
    const file = path.join(temp.dir, 'teams.lodestar.json');
    writeFileSync(file, JSON.stringify(teamsScenario()));
    const run = await runCli(['tally', file, 'plague', '--contents', '{"food":1}', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      card: 'plague',
      rules: 'boxes',
      success: false,
      staysOpen: true,
      consumed: { food: 1 },
      outcome: { changes: [{ tracker: 'wounded', by: 1, scope: 'team' }] },
    });
  });

  it('refuses unknown items, bad JSON and unknown cards with clear messages', async () => {
    const unknown = await runCli([
      'tally',
      'so-say-we-all',
      'fuel-leak',
      '--contents',
      '{"gold":1}',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'Event Boxes take no "gold"; the items are manpower, food, fuel, shuttle, sabotage',
    );
    const bad = await runCli(['tally', 'so-say-we-all', 'fuel-leak', '--contents', '{fuel:1}']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--contents must be JSON');
    const negative = await runCli([
      'tally',
      'so-say-we-all',
      'fuel-leak',
      '--contents',
      '{"fuel":-1}',
    ]);
    expect(negative.stderr).toContain('"fuel" must be a whole number of at least 0');
    const card = await runCli(['tally', 'so-say-we-all', 'no-such-card', '--contents', '{}']);
    expect(card.code).toBe(1);
    expect(card.stderr).toContain('no event box rules use a deck with the card "no-such-card"');
  });
});
