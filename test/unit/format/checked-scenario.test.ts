import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { channelNames, channels, SCENARIO_CHANNELS } from '../../../host/channels.ts';
import {
  checkedScenarioSchema,
  loadScenarioCheck,
  scenarioCheckLoaded,
  vouchForChecked,
} from '../../../scenarios/format/checked-scenario.ts';
// The file as it lies in the library, read as plain JSON: nothing here loads the check.
import duelOfIron from '../../../scenarios/library/duel-of-iron.lodestar.json';

/** Whether a channel's request or response holds a whole scenario, one level down. */
function carriesScenario(schema: z.ZodType): boolean {
  if (schema === checkedScenarioSchema) return true;
  return (
    schema instanceof z.ZodObject &&
    Object.values(schema.shape as Record<string, z.ZodType>).some(
      (field) => field === checkedScenarioSchema,
    )
  );
}

describe('the channel table’s scenario check', () => {
  // One test, in order: the module state (loaded or not) is this file's own.
  it('refuses every scenario until the check is loaded, then checks in full', async () => {
    expect(scenarioCheckLoaded()).toBe(false);
    const early = checkedScenarioSchema.safeParse(duelOfIron);
    expect(early.success).toBe(false);
    expect(early.error?.issues[0]?.message).toMatch(/scenario check is not loaded/);

    await loadScenarioCheck();
    expect(scenarioCheckLoaded()).toBe(true);
    const checked = checkedScenarioSchema.safeParse(duelOfIron);
    expect(checked.success).toBe(true);
    expect(checked.data?.meta.title).toBe(duelOfIron.meta.title);
    // A broken one is refused with the problem where it lies.
    const broken = checkedScenarioSchema.safeParse({
      ...duelOfIron,
      meta: { ...duelOfIron.meta, title: '' },
    });
    expect(broken.success).toBe(false);
    expect(broken.error?.issues[0]?.path).toEqual(['meta', 'title']);
    // Loading again is the same promise's work: nothing more happens.
    await loadScenarioCheck();

    // A scenario this process vouches for (just checked by it) goes through once unchecked,
    // the very object; after that it is checked like any other.
    const vouched = vouchForChecked(structuredClone(duelOfIron) as never);
    (vouched as { meta: { title: string } }).meta.title = '';
    expect(checkedScenarioSchema.safeParse(vouched).data).toBe(vouched);
    expect(checkedScenarioSchema.safeParse(vouched).success).toBe(false);
  });

  it('is named for exactly the channels that carry a whole scenario', () => {
    const carrying = channelNames.filter((name) => {
      const spec = channels[name];
      return carriesScenario(spec.request) || carriesScenario(spec.response);
    });
    expect(carrying.sort()).toEqual([...SCENARIO_CHANNELS].sort());
  });
});
