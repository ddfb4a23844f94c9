import { z } from 'zod';

export const DAY_SECONDS = 24 * 3600;

/** Seconds to add (positive) or remove (negative): what +1 min / −1 min send, for a phase or a timer. */
export const secondsAdjustmentSchema = z
  .number()
  .int('must be a whole number of seconds')
  .min(-DAY_SECONDS, 'must be at most a day')
  .max(DAY_SECONDS, 'must be at most a day')
  .refine((s) => s !== 0, 'must add or remove some time');
