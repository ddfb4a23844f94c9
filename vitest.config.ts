import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Three projects: engines and host services in Node; Svelte components in happy-dom; and the
// end-to-end tests, which drive real Chromium against `lodestar serve` (one file at a time:
// this machine has two cores).
export default defineConfig({
  test: {
    // A timeout catches a hang, not slowness: under a load of 10+ a page render or a replay
    // takes many times what it takes on an idle machine. Speed is measured in `npm run bench`.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // `expect.poll` waits on a condition: a second (its default) is a clock, not a condition,
    // and under load the condition comes later. It still fails fast on a wrong value at the end.
    expect: { poll: { timeout: 30_000, interval: 50 } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        plugins: [svelte()],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'component',
          include: ['test/component/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
