import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

/**
 * Process layering (as VS Code's code-layering rule does it): the engines in console/,
 * editor/ (all but canvas/: the tools too, so that they run in Node tests) and scenarios/ are
 * pure TypeScript. They may not import Node, Electron or renderer code, and they may not touch
 * DOM globals. The renderer talks to the host only through the channel table.
 */
// Bare module names only (a regex, so that a relative '../electron/channels.ts' is not caught).
const nodeModules =
  '^(node:.*|fs|fs/.*|path|os|child_process|crypto|http|https|net|url|stream|worker_threads|electron|electron/.*|lowdb|lowdb/.*|ws|sirv)$';
const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement', 'fetch'].map(
  (name) => ({ name, message: 'Engines are pure TypeScript: no DOM here.' }),
);
const pureEngineRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: nodeModules,
          message: 'Engines are pure TypeScript: no Node, Electron or storage imports.',
        },
        {
          group: ['**/renderer/**', '**/electron/**', 'svelte', 'svelte/*', 'konva', 'konva/*'],
          message: 'Engines may not depend on the renderer, the host or a UI framework.',
        },
      ],
    },
  ],
  'no-restricted-globals': ['error', ...domGlobals],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-electron/',
      'release/',
      'test-results/',
      '.tmp/',
      'scenarios/format/lodestar-scenario.schema.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded randomness module in console/random.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig },
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    ignores: ['renderer/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: nodeModules, message: 'The renderer runs in a browser: no Node or Electron.' },
            {
              group: ['**/electron/host/**', '**/electron/main*', '**/electron/cli/**'],
              message:
                'The renderer reaches the host only through the Backend and electron/channels.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['console/**/*.ts', 'scenarios/**/*.ts', 'editor/**/*.ts', 'electron/channels.ts'],
    ignores: ['editor/canvas/**'],
    rules: pureEngineRules,
  },
);
