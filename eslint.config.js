// @ts-check
/**
 * `npm run lint`. React's rules (hooks, effect dependencies), JSX accessibility,
 * typescript-eslint's type-aware recommended rules on the code that ships or builds
 * the site, Playwright's rules on the browser tests, unused code, no `any`, and
 * the one-way imports of docs/architecture.md: src/page → section-registry → shared code.
 * Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
 */
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/** The app above the sections, as import paths spell it: the renderer, routing, shell and entries. */
const APP_ABOVE_SECTIONS = '(^|/)src/((page|routing|shell|manifests|client)(/|$)|App$|entry-server$)';

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
      // A fixed project, not the project service: it leaves the tests out (see the block for tests below).
      parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Hover highlighting and arrow keys are handled on containers for their interactive children
      // (cards, carousel buttons); every action itself is on a real button or link.
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      // Carousel slides (role "group") take focus so keyboard users can bring off-screen slides into view.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'group'] }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    // One-way imports (docs/architecture.md): src/page → section-registry → shared code.
    files: ['section-registry/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: APP_ABOVE_SECTIONS,
              message:
                'Sections know nothing of the page renderer: take what you need as a prop (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/content/lenient-parse.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)section-registry(/|$)|${APP_ABOVE_SECTIONS}`,
              message: 'Shared code sits below the sections and the app; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and config files are linted without type information. Type-aware rules over the tests cost
    // about 14 s a run (measured), more than all the rest, for bugs a failing test shows anyway. The one
    // they would catch silently, an unawaited Playwright assertion, is caught by the Playwright rules below
    // without types. `npm run typecheck` still checks every test.
    files: ['**/*.test.{ts,tsx}', 'tests/**', '*.config.ts', '**/*.js', '**/*.cjs', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['tests/e2e/**'],
    extends: [playwright.configs['flat/recommended']],
    rules: {
      // Playwright fixtures call `use(value)`, which is not React's `use`.
      'react-hooks/rules-of-hooks': 'off',
      // Loops over pages and steps, and choosing a page's file, are conditions by design, not hidden branches.
      'playwright/no-conditional-in-test': 'off',
      // The HTML checker's test skips, saying why, only where Java is missing.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
    },
  },
);
