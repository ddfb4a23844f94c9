import { channels, type StandbyStatus } from '../../host/channels.ts';
import { clockTime, copyProgress, hostAnswers } from '../../host/standby/copy-wording.ts';
import { defineCommand } from '../command.ts';
import { printJson, wholeNumber } from '../common-options.ts';
import { EXIT, type CliIo, type ExitCode } from '../io.ts';
import { DEFAULT_PORT } from './serve.ts';

const portOption = {
  type: 'string',
  value: 'PORT',
  description: `the port the standby's "lodestar serve" listens on, on this machine (default ${DEFAULT_PORT})`,
  parse: wholeNumber(1, 65_535),
} as const;

const jsonOption = { type: 'boolean', description: 'print the status as JSON' } as const;

export const standbyStatusCommand = defineCommand({
  name: 'status',
  summary: 'show whether a Lodestar on this machine is a host or a standby, and how far behind',
  description: `Asks the Lodestar serving on PORT of this machine: a host lists the standbys copying it,
a standby its host and how far behind each session is.`,
  positionals: [],
  options: { port: portOption, json: jsonOption },
  exitCodes: '0 shown, 1 no Lodestar answered on that port.',
  async run({ options }, io) {
    return callStandby(
      io,
      options.port ?? DEFAULT_PORT,
      { channel: 'standby.status' },
      options.json === true,
    );
  },
});

export const standbyPromoteCommand = defineCommand({
  name: 'promote',
  summary: 'make the standby on this machine the host: stop following and accept actions',
  description: `Everything the standby copied stays; what the old host confirmed after the standby's last
copy is not here. Point the old host's consoles at the standby (they find it by themselves when
they knew of it) and never start the old host again on the same sessions.`,
  positionals: [],
  options: {
    port: portOption,
    force: {
      type: 'boolean',
      description: 'promote even though the host still answers (it must then be stopped)',
    },
    json: jsonOption,
  },
  exitCodes:
    '0 promoted, 1 not promoted (not a standby, the host still answers, or no Lodestar on that port).',
  async run({ options }, io) {
    return callStandby(
      io,
      options.port ?? DEFAULT_PORT,
      { channel: 'standby.promote', force: options.force === true },
      options.json === true,
    );
  },
});

async function callStandby(
  io: CliIo,
  port: number,
  ask: { channel: 'standby.status' } | { channel: 'standby.promote'; force: boolean },
  json: boolean,
): Promise<ExitCode> {
  const { HostLink } = await import('../../host/standby/host-link.ts');
  const url = `ws://127.0.0.1:${port}/ws`;
  let opened: () => void = () => {};
  const open = new Promise<void>((resolve) => (opened = resolve));
  // From this machine, as the Lodestar's own page: Control, which alone may promote.
  const link = new HostLink(
    url,
    { onOpen: () => opened(), onEvent: () => {}, onClose: () => {} },
    undefined,
    `http://127.0.0.1:${port}`,
  );
  link.start();
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), 5_000).unref(),
  );
  try {
    if ((await Promise.race([open, timeout])) === 'timeout') {
      io.err(`lodestar standby: no Lodestar answers on 127.0.0.1:${port}`);
      return EXIT.invalid;
    }
    const { channel, ...request } = ask;
    const status = channels[channel].response.parse(await link.call(channel, request));
    if (json) printJson(io, status);
    else io.out(describeStatus(status));
    return EXIT.ok;
  } catch (error) {
    io.err(`lodestar standby: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.invalid;
  } finally {
    link.stop();
  }
}

/**
 * One line per fact, as a person reads it; once the host is gone, what it accepted after it
 * was last heard is said to be unknown, never "0 entries behind".
 */
export function describeStatus(
  status: StandbyStatus,
  timeOf: (epochMs: number) => string = clockTime,
): string {
  const lines: string[] = [];
  if (status.role === 'host') lines.push('This Lodestar is a host.');
  else if (status.role === 'promoted')
    lines.push('This Lodestar is a promoted standby: it is the host now.');
  const following = status.following;
  if (following) {
    if (status.role === 'standby')
      lines.push(`Standby: following ${following.host} (${following.state}).`);
    else lines.push(`It followed ${following.host}.`);
    const answers = hostAnswers(status);
    for (const s of following.sessions) {
      lines.push(
        `  ${s.id} ${copyProgress(s, following, answers, timeOf)}${s.problem ? ` — stopped: ${s.problem}` : ''}`,
      );
    }
  }
  for (const peer of status.standbys)
    lines.push(`Standby connected: ${peer.name} (${peer.address}), ${peer.behind} entries behind.`);
  return lines.join('\n');
}
