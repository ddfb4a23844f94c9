import { describe, expect, it } from 'vitest';
import { defineCommand } from '../../../cli/command.ts';
import { commandHelp } from '../../../cli/command-help.ts';
import { wholeNumber } from '../../../cli/common-options.ts';
import { asksForHelp, parseCommandArgs, UsageError } from '../../../cli/parse-command-args.ts';

/** A command as a future `lodestar export` would declare it: the table is all the parser needs. */
const exportCommand = defineCommand({
  name: 'export',
  summary: 'draw a map of a scenario as a file',
  description: 'Draws one map of SCENARIO.',
  positionals: [
    { name: 'scenario', description: 'a scenario file, library id or bundled id' },
    { name: 'outFile', description: 'where to write it (default: beside)', optional: true },
  ],
  options: {
    map: { type: 'string', value: 'ID', required: true, description: 'the map' },
    format: {
      type: 'string',
      choices: ['svg', 'pdf', 'png'],
      description: 'the file format',
    },
    'cell-mm': {
      type: 'string',
      value: 'MM',
      description: 'the size of a cell\n(default 50)',
      parse: wholeNumber(5, 500),
    },
    quiet: { type: 'boolean', short: 'q', description: 'say nothing' },
  },
  exitCodes: '0 written, 1 the map cannot be drawn, 2 usage error.',
  run: async () => 0,
});

const parse = (...args: string[]) => parseCommandArgs(exportCommand, args);
const usageErrorOf = (...args: string[]) => {
  try {
    parse(...args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} parsed`);
};

describe('parseCommandArgs', () => {
  it('gives each option and argument its value, parsed', () => {
    expect(
      parse('so-say-we-all', '--map', 'galaxy', '--format=pdf', '--cell-mm', '40', '-q'),
    ).toEqual({
      args: { scenario: 'so-say-we-all', outFile: undefined },
      options: { map: 'galaxy', format: 'pdf', 'cell-mm': 40, quiet: true },
    });
    expect(parse('--map', 'g', 'a.json', 'out.svg').args).toEqual({
      scenario: 'a.json',
      outFile: 'out.svg',
    });
    // After "--" everything is an argument, even a word that starts with "-".
    expect(parse('--map', 'g', '--', '-odd-', '--quiet').args).toEqual({
      scenario: '-odd-',
      outFile: '--quiet',
    });
  });

  it('joins the remaining words for a rest argument', () => {
    const roll = { options: {}, positionals: [{ name: 'expr', rest: true, description: '' }] };
    expect(parseCommandArgs(roll, ['2d6', '+', '1']).args).toEqual({ expr: '2d6 + 1' });
    expect(() => parseCommandArgs(roll, [])).toThrow('missing argument EXPR');
  });

  it('names what is wrong in each mistake', () => {
    expect(usageErrorOf('a', '--map', 'g', '--colour', 'red')).toBe('unknown option "--colour"');
    expect(usageErrorOf('a', '--map', 'g', '-x')).toBe('unknown option "-x"');
    expect(usageErrorOf('a', '--map', 'g', '--toString')).toBe('unknown option "--toString"');
    expect(usageErrorOf('--map', 'g')).toBe('missing argument SCENARIO');
    expect(usageErrorOf('a', 'b', 'c', '--map', 'g')).toBe('unexpected argument "c"');
    expect(usageErrorOf('a')).toBe('missing option --map ID');
    expect(usageErrorOf('a', '--map')).toBe('missing value for --map ID');
    expect(usageErrorOf('a', '--map', '--quiet')).toBe(
      'missing value for --map ID (a value that starts with "-" is written --map=--quiet)',
    );
    expect(usageErrorOf('a', '--map', 'g', '--quiet=yes')).toBe(
      '--quiet takes no value (given "yes")',
    );
    expect(usageErrorOf('a', '--map', 'g', '--format', 'gif')).toBe(
      '--format must be svg, pdf, png, not "gif"',
    );
    expect(usageErrorOf('a', '--map', 'g', '--cell-mm', '2')).toBe(
      '--cell-mm must be a whole number from 5 to 500, not "2"',
    );
  });
});

describe('asksForHelp', () => {
  it('finds --help or -h anywhere before "--"', () => {
    expect(asksForHelp(['a', '--frobnicate', '-h'])).toBe(true);
    expect(asksForHelp(['--help'])).toBe(true);
    expect(asksForHelp(['a', '--', '--help'])).toBe(false);
    expect(asksForHelp(['a'])).toBe(false);
  });
});

describe('commandHelp', () => {
  it('writes usage, description, arguments, options and exit codes from the table', () => {
    expect(commandHelp(exportCommand, 'lodestar export')).toBe(
      [
        'Usage: lodestar export SCENARIO [OUT_FILE] --map ID [--format svg|pdf|png] [--cell-mm MM]',
        '       [--quiet]',
        '',
        'Draws one map of SCENARIO.',
        '',
        'Arguments:',
        '  SCENARIO              a scenario file, library id or bundled id',
        '  OUT_FILE              where to write it (default: beside)',
        '',
        'Options:',
        '  --map ID              the map',
        '  --format svg|pdf|png  the file format',
        '  --cell-mm MM          the size of a cell',
        '                        (default 50)',
        '  -q, --quiet           say nothing',
        '  -h, --help            show this help',
        '',
        'Exit codes: 0 written, 1 the map cannot be drawn, 2 usage error.',
      ].join('\n'),
    );
  });
});

describe('repeatable options', () => {
  it('collect every value in order', async () => {
    const { parseCommandArgs } = await import('../../../cli/parse-command-args.ts');
    const parsed = parseCommandArgs(
      {
        options: { input: { type: 'string', repeatable: true, description: '' } },
        positionals: [],
      },
      ['--input', 'a=1', '--input=b=2'],
    );
    expect(parsed.options['input']).toEqual(['a=1', 'b=2']);
  });
});
