import {
  channels,
  events,
  replySchema,
  type ChannelName,
  type EventName,
  type EventOf,
  type LodestarBridge,
  type RequestOf,
  type ResponseOf,
} from '../../host/channels.ts';
import { problemsFromZod } from '../../scenarios/format/problems.ts';
import { BackendError, type Backend } from './backend.ts';
import { createScenarioCheckGate } from './scenario-check-gate.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Backend over Electron IPC, through the preload's `window.lodestar`. A request is checked
 * before it is sent (a bad one never leaves the page) and every reply is checked on arrival:
 * first as a `Reply`, then against the channel's response schema. Anything that fails becomes
 * a `BackendError` naming the channel and the JSON path.
 */
export function createIpcBackend(bridge: LodestarBridge): Backend {
  const scenarioCheckGate = createScenarioCheckGate('Reload the window.');
  return {
    kind: 'ipc',

    async call<C extends ChannelName>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C>> {
      const spec = channels[channel];
      if (!spec) {
        throw new BackendError({ code: 'bad-request', message: `unknown channel "${channel}"` });
      }
      // Only while the scenario check loads, so that calls keep their order otherwise too.
      const gate = scenarioCheckGate(channel);
      if (gate) await gate;
      const checkedRequest = spec.request.safeParse(request);
      if (!checkedRequest.success) {
        throw new BackendError({
          code: 'bad-request',
          message: `invalid request for ${channel}`,
          problems: problemsFromZod(checkedRequest.error),
        });
      }

      let raw: unknown;
      try {
        raw = await bridge.call[channel](request);
      } catch (error) {
        throw new BackendError({
          code: 'internal',
          message: `${channel}: the call did not reach the host (${messageOf(error)})`,
        });
      }

      const reply = replySchema.safeParse(raw);
      if (!reply.success) {
        throw new BackendError({
          code: 'internal',
          message: `${channel}: the host sent a malformed reply`,
          problems: problemsFromZod(reply.error),
        });
      }
      if (!reply.data.ok) throw new BackendError(reply.data.error);

      const response = spec.response.safeParse(reply.data.response);
      if (!response.success) {
        throw new BackendError({
          code: 'internal',
          message: `${channel}: the host sent an invalid response`,
          problems: problemsFromZod(response.error),
        });
      }
      return response.data as ResponseOf<C>;
    },

    on<E extends EventName>(event: E, listener: (payload: EventOf<E>) => void): () => void {
      const schema = events[event];
      return bridge.subscribe[event]((payload) => {
        const checked = schema.safeParse(payload);
        if (!checked.success) {
          console.warn(
            `lodestar: dropped a "${event}" event with an invalid payload`,
            checked.error.issues,
          );
          return;
        }
        listener(checked.data as EventOf<E>);
      });
    },
  };
}
