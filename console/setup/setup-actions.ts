import type { ActionModule } from '../session/types.ts';
import { setupDoneModule, setupUndoneModule } from './done-actions.ts';
import {
  draftDrawModule,
  draftPassModule,
  draftPickModule,
  draftRevealModule,
} from './draft-actions.ts';
import { seatRollModule } from './seat-roll-action.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules of different action shapes share one list
export const setupActionModules: readonly ActionModule<any>[] = [
  seatRollModule,
  draftPickModule,
  draftPassModule,
  draftDrawModule,
  draftRevealModule,
  setupDoneModule,
  setupUndoneModule,
];
