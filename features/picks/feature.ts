import { defineFeature } from '../define-feature.ts';
import { picksPlugin } from './plugin.ts';

/** Random picks from a list Control types in (who goes first, which sector). */
export const picksFeature = defineFeature({
  id: 'picks',
  title: 'Random picks',
  summary: 'One or more picks from a list typed in the console, drawn by the session.',
  plugins: [picksPlugin],
  sections: [],
  automations: [],
  display: [],
  teamScreen: [],
  cli: [],
});
