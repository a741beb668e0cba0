import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// A later config's `no-restricted-imports` replaces an earlier one for the same file, so every
// block builds its list here and the YAML port's front door is in each of them.
const REF_YAML_DOOR = {
  regex: 'ref-yaml/(?!index$)[^/]+$',
  message:
    'Import the YAML port from shared/skill/ref-yaml/index.ts, its front door (shared/skill/ref-yaml/README.md).',
};

function restrict({ paths = [], patterns = [] } = {}) {
  return ['error', { paths, patterns: [...patterns, REF_YAML_DOOR] }];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'out/',
      'release/',
      'coverage/',
      'tests/fixtures/',
      'skills/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // `return skip(...)` in a void function reads as "record and stop".
      '@typescript-eslint/no-confusing-void-expression': [
        'error',
        { ignoreVoidReturningFunctions: true },
      ],
      // Spreading a string into code points is how the core counts characters like Python.
      '@typescript-eslint/no-misused-spread': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'String' },
            { from: 'lib', name: 'string' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // The YAML port has one front door (docs/architecture.md, "What may import what").
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['shared/skill/ref-yaml/**'],
    rules: { 'no-restricted-imports': restrict() },
  },
  {
    // The pure core must not reach for Node or the DOM (tsconfig enforces the types; this
    // catches the imports with a clearer message).
    files: ['shared/**/*.ts'],
    ignores: ['shared/node/**'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          {
            group: [
              'node:*',
              'fs',
              'path',
              'os',
              'child_process',
              '*/node/*',
              '../node/*',
              'electron',
            ],
            message: 'shared/ is pure: Node APIs live in shared/node, Electron in electron/.',
          },
        ],
      }),
    },
  },
  {
    // Inside the port, its own files import each other; the purity rule still holds.
    files: ['shared/skill/ref-yaml/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'electron'],
              message: 'shared/ is pure: Node APIs live in shared/node, Electron in electron/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service runs in the web host too: Electron features are injected, never imported.
    files: ['shared/node/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          {
            name: 'electron',
            message: 'shared/node also runs without Electron; inject what you need.',
          },
        ],
      }),
    },
  },
  {
    // Two chokepoints (docs/architecture.md, rule 2): only ipc.ts talks to ipcMain, only the
    // preload to ipcRenderer.
    files: ['electron/**/*.ts'],
    ignores: ['electron/main/ipc.ts', 'electron/preload/**'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          {
            name: 'electron',
            importNames: ['ipcMain', 'ipcRenderer'],
            message:
              'Only electron/main/ipc.ts uses ipcMain and only the preload uses ipcRenderer (docs/architecture.md, rule 2).',
          },
        ],
      }),
    },
  },
  {
    files: ['electron/main/ipc.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          {
            name: 'electron',
            importNames: ['ipcRenderer'],
            message: 'ipcRenderer belongs to the preload (docs/architecture.md, rule 2).',
          },
        ],
      }),
    },
  },
  {
    files: ['electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          {
            name: 'electron',
            importNames: ['ipcMain'],
            message: 'ipcMain belongs to electron/main/ipc.ts (docs/architecture.md, rule 2).',
          },
        ],
      }),
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Configs, and declarations of CommonJS packages whose one export is their default.
    files: ['vite.config.ts', 'eslint.config.js', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
