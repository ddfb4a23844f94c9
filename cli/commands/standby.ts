import type { CommandGroup } from '../command.ts';
import { standbyPromoteCommand, standbyStatusCommand } from './standby-promote.ts';

export const standbyCommand: CommandGroup = {
  name: 'standby',
  summary: 'look at or promote a standby started with "lodestar serve --follow"',
  description: `A standby copies every running session of its host as it happens. When the host is gone,
promote the standby: it stops following and becomes the host, continuing each copied log.`,
  commands: [standbyStatusCommand, standbyPromoteCommand],
};
