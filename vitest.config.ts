import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Two projects: engines and host services in Node, Svelte components in happy-dom.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [svelte()],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'component',
          include: ['test/component/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
