import type { ActionModule } from '../session/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules of different action shapes share one list
export const setupActionModules: readonly ActionModule<any>[] = [];
