import fs from 'node:fs/promises';
import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, fileName, jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';
import { anchorArgument } from './session-verify.ts';

const FORMATS = ['html', 'pdf', 'csv'] as const;
type Format = (typeof FORMATS)[number];

function formatArgument(value: string, flag: string): Format {
  if (!(FORMATS as readonly string[]).includes(value))
    throw new UsageError(`${flag} must be html, pdf or csv, not "${value}"`);
  return value as Format;
}

/** The `--json` shape of `lodestar session report`. */
export interface SessionReportReport {
  file: string;
  out: string;
  format: Format;
  entries: number;
  head: string;
  verified: boolean;
  problems: { seq: number | null; message: string }[];
}

export const sessionReportCommand = defineCommand({
  name: 'report',
  summary: 'write the after-action report of a session (HTML, PDF, or the log as CSV)',
  description: `Writes the story of a session, finished or still running: the timeline planned against
actual with the drift over time, every draw, roll, pick, tally and ruling with who did it, each
team's event outcomes, tracker graphs, announcements, and whether the log verifies (its hash
chain, a replay, and the head recorded in the sessions index or given with --anchor). HTML is
one self-contained page (inline CSS and SVG, nothing fetched); PDF the same sections; CSV the
raw log, one row per entry. FILE is a session file, or the id of a session in the data folder
(its archive included). Prints the path written. A log that does not verify still gets its
report, which says so at the top; a warning is printed too. A report is a projection like any
screen: with --viewer it holds only what that viewer may see — no seed, each entry in that viewer's
words or not at all, only its tracker values, and in CSV no action or outcome columns — so a
facilitator's copy cannot be replayed into the sealed secrets. The console gives each viewer
its own.`,
  positionals: [{ name: 'file', description: 'the session file (.session.jsonl) or a session id' }],
  options: {
    format: {
      type: 'string',
      value: 'FORMAT',
      description: 'html (default), pdf or csv',
      parse: formatArgument,
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'where to write (default: <id>-report.html/.pdf or <id>-log.csv here)',
      parse: fileName,
    },
    force: { type: 'boolean', description: 'replace the --out file if it exists' },
    anchor: {
      type: 'string',
      value: 'SEQ:HASH',
      description: 'a head read off a screen (e.g. 1234:a1b2c3), checked besides the index',
      parse: anchorArgument,
    },
    viewer: {
      type: 'string',
      value: 'VIEWER',
      description:
        'control (default), facilitator, display or team:<id>: the report that viewer may read (no seed, no sealed secret, its own log lines)',
    },
    data: dataOption(
      'the data folder a session id is looked up in (default: $LODESTAR_DATA, else ~/.lodestar)',
    ),
    json: jsonOption('{file, out, format, entries, head, verified, problems}'),
  },
  exitCodes: `0 written, 1 the session cannot be found or read, or the report cannot be written,
2 usage error.`,

  async run({ args, options }, io) {
    const format = options.format ?? 'html';
    const { parseViewer } = await import('../../session/viewer.ts');
    const viewer = options.viewer === undefined ? undefined : parseViewer(options.viewer);
    if (viewer === null)
      throw new UsageError(
        `--viewer must be control, facilitator, display or team:<id>, not "${options.viewer}"`,
      );
    const journalPath = await resolveSession(args.file, io.cwd, () => dataDirOf(options.data, io));
    if (journalPath === null) {
      io.err(
        `lodestar session report: ${args.file} is neither a session file nor a session in ${dataDirOf(options.data, io)}`,
      );
      return EXIT.invalid;
    }
    const { sessionReport } = await import('../../host/session-report.ts');
    const { SessionFileError } = await import('../../host/session-file.ts');
    let made;
    try {
      made = await sessionReport(journalPath, format, {
        ...(options.anchor ? { anchor: options.anchor } : {}),
        ...(viewer ? { viewer } : {}),
      });
    } catch (error) {
      if (!(error instanceof SessionFileError)) throw error;
      io.err(`lodestar session report: ${error.message}`);
      return EXIT.invalid;
    }
    const out = path.resolve(io.cwd, options.out ?? made.fileName);
    try {
      await fs.writeFile(out, made.data, { flag: options.force ? 'w' : 'wx' });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      io.err(
        `lodestar session report: ${out} ${code === 'EEXIST' ? 'already exists; nothing was written (choose another --out, or --force)' : `cannot be written: ${error instanceof Error ? error.message : String(error)}`}`,
      );
      return EXIT.invalid;
    }
    const { model } = made;
    const v = model.verification;
    for (const warning of v.warnings) io.err(`warning: ${args.file}: ${warning}`);
    if (!v.ok)
      io.err(
        `warning: ${args.file}: the log does not verify (${v.problems.length} ${v.problems.length === 1 ? 'problem' : 'problems'}; the report lists them)`,
      );
    const report: SessionReportReport = {
      file: journalPath,
      out,
      format,
      entries: model.entryCount,
      head: model.head.code,
      verified: v.ok,
      problems: v.problems,
    };
    if (options.json) printJson(io, report);
    else io.out(out);
    return EXIT.ok;
  },
});

/** A session file as given, else a session id in the data folder or its archive. */
async function resolveSession(
  given: string,
  cwd: string,
  dataDir: () => string,
): Promise<string | null> {
  const direct = path.resolve(cwd, given);
  if (await isFile(direct)) return direct;
  const { SESSION_EXTENSION, archiveDirOf, sessionsDirOf } =
    await import('../../host/session-paths.ts');
  const { SESSION_ID_PATTERN } = await import('../../session/session-header.ts');
  const id = given.endsWith(SESSION_EXTENSION) ? given.slice(0, -SESSION_EXTENSION.length) : given;
  if (!SESSION_ID_PATTERN.test(id)) return null;
  for (const dir of [sessionsDirOf(dataDir()), archiveDirOf(dataDir())]) {
    const candidate = path.join(dir, `${id}${SESSION_EXTENSION}`);
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await fs.stat(filePath)).isFile();
  } catch {
    return false;
  }
}
