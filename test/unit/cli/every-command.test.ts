import { describe, expect, it } from 'vitest';
import { isGroup, type Command, type CommandSpec } from '../../../cli/command.ts';
import { commands } from '../../../cli/main.ts';
import { positionalLabel } from '../../../cli/parse-command-args.ts';
import { runCli } from './run-cli.ts';

/** Every command that runs, with the words that name it: `['session', 'new']`. */
function leaves(list: readonly Command[], path: string[] = []): [string[], CommandSpec][] {
  return list.flatMap((c) =>
    isGroup(c) ? leaves(c.commands, [...path, c.name]) : [[[...path, c.name], c] as const],
  ) as [string[], CommandSpec][];
}

/** Arguments that satisfy every required positional, so that only the option is wrong. */
const requiredArgs = (spec: CommandSpec) =>
  spec.positionals.filter((p) => !p.optional).map((p) => `some-${p.name}`);

const all = leaves(commands);

describe('every command reads its command line through the one parser', () => {
  it('covers every command of the table', () => {
    expect(all.map(([words]) => words.join(' '))).toEqual([
      'serve',
      'list',
      'validate',
      'migrate',
      'maps',
      'analyze',
      'validate-map',
      'convert',
      'generate',
      'deal',
      'export',
      'export-cards',
      'sheet-export',
      'sheet-import',
      'template',
      'session new',
      'session act',
      'session show',
      'session map',
      'session verify',
      'session fork',
      'session accept',
      'session report',
      'standby status',
      'standby promote',
      'roll',
      'tally',
      'odds',
      'resolve',
      'odds-resolve',
    ]);
  });

  for (const [words, spec] of all) {
    const path = `lodestar ${words.join(' ')}`;
    const pointer = `Run "${path} --help" for usage.`;

    describe(path, () => {
      it('prints its help in the common layout, with exit 0', async () => {
        const run = await runCli([...words, '--help']);
        expect(run.code).toBe(0);
        expect(run.stderr).toBe('');
        const help = run.stdout;
        expect(help).toMatch(new RegExp(`^Usage: ${path}\\b`));
        expect(help).toContain(`\n\n${spec.description}\n\n`);
        for (const p of spec.positionals) expect(help).toContain(`  ${positionalLabel(p)} `);
        for (const name of Object.keys(spec.options))
          expect(help).toMatch(new RegExp(`  --${name}\\b`));
        expect(help).toMatch(/\nOptions:\n(.*\n)* {2}-h, --help +show this help\n/);
        expect(help).toMatch(/\n\nExit codes: 0 .*\n$/s);
        expect((await runCli(['help', ...words])).stdout).toBe(help);
      });

      it('refuses an unknown option with exit 2 and one line naming it', async () => {
        const run = await runCli([...words, ...requiredArgs(spec), '--frobnicate']);
        expect(run.code).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr).toBe(`${path}: unknown option "--frobnicate". ${pointer}\n`);
      });

      const required = spec.positionals.filter((p) => !p.optional);
      if (required.length > 0) {
        it('refuses a missing argument with exit 2 and one line naming it', async () => {
          const missing = required.at(-1)!;
          const run = await runCli([...words, ...requiredArgs(spec).slice(0, -1)]);
          expect(run.code).toBe(2);
          expect(run.stderr).toBe(
            `${path}: missing argument ${positionalLabel(missing)}. ${pointer}\n`,
          );
        });
      } else {
        it('refuses an argument it does not take with exit 2', async () => {
          const run = await runCli([...words, 'extra']);
          expect(run.code).toBe(2);
          expect(run.stderr).toBe(`${path}: unexpected argument "extra". ${pointer}\n`);
        });
      }

      const json = spec.options['json'];
      if (json) {
        it('describes --json alike', () => {
          expect(json.type).toBe('boolean');
          expect(json.description).toMatch(/^print [^]* as JSON$/);
        });
      }
    });
  }
});
