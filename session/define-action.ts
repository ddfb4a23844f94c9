import type { z } from 'zod';
import type {
  Action,
  ActionKind,
  ActionModule,
  Applied,
  ApplyContext,
  Json,
  SessionHeader,
  TeamSend,
} from './types.ts';
import type { SessionState } from './state.ts';
import type { RollWords } from './roll-words.ts';
import type { Viewer } from './viewer.ts';

/**
 * One declaration per action type: the schema gives the action's type (what `apply` and
 * `describe` receive, defaults filled in) and its input (what a sender may write), so there
 * is no hand-written interface to drift from it.
 */
export function defineAction<const T extends string, S extends z.ZodType<{ type: T }>>(module: {
  type: T;
  kind: ActionKind;
  schema: S;
  undoable?: boolean;
  formerTypes?: readonly string[];
  fromLog?(logged: Action): Action;
  byTeam?: TeamSend<z.output<S> & Action>;
  apply(state: SessionState, action: z.output<S>, ctx: ApplyContext): Applied;
  describe(action: z.output<S>, outcome: Json | undefined, header: SessionHeader): string;
  visibleTo?(
    action: z.output<S>,
    outcome: Json | undefined,
    header: SessionHeader,
    viewer: Viewer,
  ): boolean;
  describeFor?(
    action: z.output<S>,
    outcome: Json | undefined,
    header: SessionHeader,
    viewer: Viewer,
  ): string | null;
  rolled?(
    action: z.output<S>,
    outcome: Json | undefined,
    header: SessionHeader,
    viewer: Viewer,
  ): RollWords | null;
}): ActionModule<z.output<S> & Action, z.input<S>> & { schema: S } {
  return module as ActionModule<z.output<S> & Action, z.input<S>> & { schema: S };
}

/** The action a module applies (its schema's output). */
export type ActionOf<M> = M extends ActionModule<infer A, infer _I> ? A : never;

/** What a sender writes for a module's action (its schema's input: defaults may be left out). */
export type ActionInputOf<M> = M extends ActionModule<infer _A, infer I> ? I : never;
