import { defineFeature } from '../define-feature.ts';
import { announceAutomation } from './announce-automation.ts';
import { announcementPart } from './display.ts';
import { announcementsPlugin } from './plugin.ts';

/** Announcements Control posts on every display, by hand or as a phase starts. */
export const announcementsFeature = defineFeature({
  id: 'announcements',
  title: 'Announcements',
  summary: 'Messages on every display, posted by Control or as a phase starts.',
  plugins: [announcementsPlugin],
  sections: [],
  automations: [announceAutomation],
  display: [announcementPart],
  teamScreen: [],
  cli: [],
});
