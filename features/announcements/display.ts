import { displayPart } from '../define-feature.ts';

/** The latest announcement still posted, last of the banners (nearest the audience's eye). */
export const announcementPart = displayPart({
  id: 'announcement',
  region: 'banner',
  order: 90,
  when: 'always',
  view: ({ state }) => state.announcements.at(-1) ?? null,
  summary: (a) => (a.urgent ? 'an urgent announcement' : 'the announcement'),
});
