import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';

/**
 * Process layering (as VS Code's code-layering rule does it): the engines in session/,
 * random/, features/ (all but each feature's ui/), report/, screens/, editor/ (all but
 * canvas/: the tools too, so that they run in Node tests) and scenarios/ are pure TypeScript.
 * They may not import Node, Electron or renderer code, and they may not touch DOM globals.
 * The renderer (renderer/ and every feature's ui/) talks to the host only through the channel
 * table. The host and the CLI are plain Node: they never import Electron.
 */
// Bare module names only (a regex, so that a relative '../host/channels.ts' is not caught).
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
          message: 'Use the seeded randomness module in random/.',
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
    files: [
      'renderer/**/*.ts',
      'renderer/**/*.svelte',
      'features/*/ui/**/*.ts',
      'features/*/ui/**/*.svelte',
    ],
    ignores: ['renderer/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: nodeModules, message: 'The renderer runs in a browser: no Node or Electron.' },
            {
              // host/channels.ts, the one table of messages, is the renderer's way in.
              group: ['**/host/**', '!**/host/channels.ts', '**/electron/**', '**/cli/**'],
              message:
                'The renderer reaches the host only through the Backend and host/channels.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'session/**/*.ts',
      'random/**/*.ts',
      'features/**/*.ts',
      'report/**/*.ts',
      'screens/**/*.ts',
      'scenarios/**/*.ts',
      'editor/**/*.ts',
      'host/channels.ts',
    ],
    ignores: ['editor/canvas/**', 'features/*/ui/**'],
    rules: pureEngineRules,
  },
  {
    files: ['host/**/*.ts', 'cli/**/*.ts'],
    ignores: ['host/channels.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^electron(/.*)?$',
              message: 'The host and the CLI are plain Node: only electron/ imports Electron.',
            },
            {
              group: ['**/renderer/**', '**/electron/**', '**/ui/**', 'svelte', 'svelte/*'],
              message: 'The host and the CLI may not depend on the renderer or the Electron shell.',
            },
          ],
        },
      ],
    },
  },
);
