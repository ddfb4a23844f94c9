import type { ToolContext } from './types.ts';

/**
 * Runs an edit that may refuse bad input by throwing (a token colour that is not a colour,
 * a name too long) and tells the user why instead of letting the error escape into the
 * canvas's event handler. Returns undefined when it threw.
 */
export function attempt<T>(ctx: ToolContext, edit: () => T): T | undefined {
  try {
    return edit();
  } catch (error) {
    ctx.notify(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
