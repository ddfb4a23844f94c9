import { definePlugin, type Initial } from '../../session/plugin.ts';
import { announceClearModule, announcePostModule } from './announcement-actions.ts';
import type { Announcement } from './types.ts';

declare module '../../session/state.ts' {
  interface PluginStates {
    /** Newest last; bounded (older ones stay in the log). */
    announcements: Announcement[];
  }
}

/** Announcements: posted by Control (or a phase start) for every display to show. */
export const announcementsPlugin = definePlugin({
  key: 'announcements',
  initial: (): Initial<Announcement[]> => ({ state: [] }),
  project: 'public',
  actions: [announcePostModule, announceClearModule] as const,
  logGroups: [{ kind: 'announcement', label: 'Announcements' }],
});
