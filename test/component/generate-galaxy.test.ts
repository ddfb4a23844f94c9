import '@testing-library/svelte/vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../scenarios/format/map.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import GenerateGalaxyDialog from '../../renderer/editor/generate/GenerateGalaxyDialog.svelte';
import { GalaxyGeneration } from '../../renderer/editor/generate/galaxy-generation.svelte.ts';

const galaxy = bundledScenarios.find((b) => b.id === 'ti4-galaxy')!.scenario;

function generation(options: { templates?: boolean } = {}) {
  const added: MapDef[] = [];
  const g = new GalaxyGeneration({
    source: () => ({
      tiles: galaxy.tiles,
      mapRules: galaxy.mapRules,
      galaxyTemplates: options.templates === false ? [] : galaxy.galaxyTemplates,
      tilePools: galaxy.tilePools,
    }),
    add: (map) => void added.push(map),
    inPage: true,
  });
  return { g, added };
}

describe('the Generate galaxy state', () => {
  it("opens on the first template with its pool, the scenario's preset and a fresh seed", () => {
    const { g } = generation();
    g.openDialog();
    expect(g.open).toBe(true);
    expect(g.template).toBe('ti4-3p');
    expect(g.pool).toBe('ti4-pok-3-1');
    expect(g.preset).toBe('keeganw-slices');
    expect(g.seed).toMatch(/^[0-9a-z]{6}$/);
    g.chooseTemplate('ti4-6p');
    expect(g.pool).toBe('ti4-pok-3-2');
  });

  it('is unavailable without templates, and says what is missing before a run', () => {
    expect(generation({ templates: false }).g.available).toBe(false);
    const { g } = generation();
    g.openDialog();
    g.seed = ' ';
    expect(g.invalid).toBe('A seed is needed: type one or roll the die.');
    g.seed = 'x';
    g.budgetKind = 'iterations';
    g.iterations = 1.5;
    expect(g.invalid).toBe('The iterations are a whole number up to 10,000,000.');
  });

  it('runs to an iteration budget and hands the map over with its record; Regenerate fills in the same settings and gives the same map', async () => {
    const { g, added } = generation();
    g.openDialog();
    g.chooseTemplate('ti4-6p');
    g.seed = 'component';
    g.budgetKind = 'iterations';
    g.iterations = 300;
    await g.start();
    expect(g.running).toBe(false);
    expect(g.open).toBe(false);
    expect(g.history.length).toBeGreaterThan(0);
    const [first] = added;
    expect(first?.generated).toMatchObject({
      template: 'ti4-6p',
      seed: 'component',
      iterations: 300,
    });

    g.openDialog(first?.generated);
    expect([g.template, g.pool, g.preset, g.seed, g.budgetKind, g.iterations]).toEqual([
      'ti4-6p',
      'ti4-pok-3-2',
      'keeganw-slices',
      'component',
      'iterations',
      300,
    ]);
    await g.start();
    expect(added[1]).toEqual(first);
  });

  it('stops on request and keeps the best map so far', async () => {
    const { g, added } = generation();
    g.openDialog();
    g.chooseTemplate('ti4-4p');
    g.budgetKind = 'seconds';
    g.seconds = 60;
    const run = g.start();
    expect(g.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    g.stop();
    await run;
    expect(added).toHaveLength(1);
    expect(added[0]?.generated?.iterations).toBeGreaterThan(0);
  });

  it('adds nothing when cancelled during a run', async () => {
    const { g, added } = generation();
    g.openDialog();
    g.seconds = 60;
    const run = g.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    g.close();
    await run;
    expect(g.running).toBe(false);
    expect(g.open).toBe(false);
    expect(added).toEqual([]);
  });

  it('reports a pool that cannot fill the template, and adds nothing', async () => {
    const { g, added } = generation();
    g.openDialog();
    g.chooseTemplate('ti4-8p');
    g.pool = 'ti4-base-3-2';
    await g.start();
    expect(g.problem).toBe(
      'the pool has 32 tiles to deal but "TI4 8 players (four rings)" has 52 open places',
    );
    expect(added).toEqual([]);
    expect(g.open).toBe(true);
  });
});

describe('the Generate galaxy dialog', () => {
  it('picks templates by player count and shows the chosen one', async () => {
    const { g } = generation();
    g.openDialog();
    render(GenerateGalaxyDialog, { props: { generation: g } });
    const d = within(screen.getByTestId('generate-dialog'));
    await fireEvent.change(d.getByTestId('generate-players'), { target: { value: '5' } });
    expect(g.template).toBe('ti4-5p');
    expect(d.getByTestId('generate-template-description').textContent).toContain('hyperlanes');
    const options = within(d.getByTestId('generate-players'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['3', '4', '5', '6', '7', '8']);
    const before = g.seed;
    await fireEvent.click(d.getByTestId('generate-new-seed'));
    expect(g.seed).not.toBe(before);
  });
});
