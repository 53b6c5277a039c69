// @ts-check
/**
 * `npm run lint`. React's rules (hooks, effect dependencies), JSX accessibility,
 * typescript-eslint's type-aware recommended rules, unused code, no `any`, and
 * the one-way imports of CONVENTIONS.md: src/page → section-registry → shared code.
 * Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
 */
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/** What a layer may not import: the code that sits above it. */
const APP_ABOVE_SECTIONS = [
  './src/page',
  './src/routing',
  './src/shell',
  './src/manifests',
  './src/main.tsx',
  './src/App.tsx',
  './src/entry-server.tsx',
];

export default tseslint.config(
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  { ignores: ['studio/', '**/*.json'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  jsxA11y.flatConfigs.strict,
  {
    // The two classic rules. The React Compiler rules of the plugin's `recommended` preset would
    // cost about 8 s a run on this tree (measured), more than every other rule together.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Hover highlighting and arrow keys are handled on containers for their interactive children
      // (cards, carousel buttons); every action itself is on a real button or link.
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './section-registry',
              from: APP_ABOVE_SECTIONS,
              message: 'Sections know nothing of the page renderer: take what you need as a prop (CONVENTIONS.md).',
            },
            {
              target: ['./src/lib', './src/content/lenient-parse.ts'],
              from: ['./section-registry', ...APP_ABOVE_SECTIONS],
              message: 'Shared code sits below the sections and the app; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      // Vitest's asymmetric matchers (expect.any(Number), expect.stringContaining) are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['tests/e2e/**'],
    rules: {
      // Playwright fixtures call `use(value)`, which is not React's `use`.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // The config files and plain scripts are not part of the TypeScript project.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
