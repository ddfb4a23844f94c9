import { setupDoneModule, setupUndoneModule } from './done-actions.ts';
import {
  draftDrawModule,
  draftPassModule,
  draftPickModule,
  draftRevealModule,
} from './draft-actions.ts';
import { seatRollModule } from './seat-roll-action.ts';
import { seatsInPlayModule } from './seats-in-play-action.ts';

export const setupActionModules = [
  seatsInPlayModule,
  seatRollModule,
  draftPickModule,
  draftPassModule,
  draftDrawModule,
  draftRevealModule,
  setupDoneModule,
  setupUndoneModule,
] as const;
