import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

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
    // The UI runs in a sandboxed page: the service and the shell are on the other side of the
    // contract (docs/architecture.md, rule 6). The tsconfig hides Node's types; this catches the
    // imports it cannot see, such as a pure-looking module under shared/node.
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [
          {
            group: ['**/shared/node', '**/shared/node/**', '**/electron/**', 'electron', 'node:*'],
            message:
              'The renderer reaches the service through the contract (renderer/src/state/studio.ts), never shared/node, electron/ or Node (docs/architecture.md, rule 6).',
          },
        ],
      }),
    },
  },
  {
    // React's rules of hooks: a hook called conditionally or an effect missing a dependency is
    // a bug that shows only on some renders.
    files: ['renderer/**/*.tsx', 'renderer/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Small files (docs/architecture.md, rule 8): 300 lines is a smell, 500 a split.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  {
    // kebab-case file names (rule 8), so a module is found by its name on any file system.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
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
