import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Web boundaries (ARCHITECTURE.md, Layout): a feature imports its own folder, src/components,
 * src/lib and the contract, never another feature or src/app; components and lib import no
 * feature and not the app. Imports are relative, so what `../` reaches depends on how deep the
 * importing file sits: one block per feature and depth, written with the built-in rule.
 */
const WEB_SRC = 'apps/web/src'
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** Deepest folder level inside a feature that the blocks cover (features/x/a/b/c/d/file.ts). */
const MAX_FEATURE_DEPTH = 4
const up = (levels) => `(?:\\.\\./){${levels}}`

const featureBoundaries = FEATURES.flatMap((feature) =>
  Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
    files: [`${WEB_SRC}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // `depth + 1` levels up is src/features: only this feature's folder is open.
              regex: `^${up(depth + 1)}(?!${feature}/)[^./]`,
              message: `The ${feature} feature may not import another feature: move the shared piece to src/components or src/lib.`,
            },
            {
              regex: `^${up(depth + 2)}(?:app(?:/|$)|features/(?!${feature}/))`,
              message: `The ${feature} feature may not import src/app or another feature: move the shared piece to src/components or src/lib.`,
            },
          ],
        },
      ],
    },
  })),
)

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log', 'table'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
    },
  },
  ...featureBoundaries,
  {
    files: [`${WEB_SRC}/components/**/*.{ts,tsx}`, `${WEB_SRC}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+(?:app|features)(?:/|$)',
              message:
                'Components and lib serve every feature: they may not import a feature or src/app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only config.ts reads the environment (STYLE.md 6); scripts and tests are tooling.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts' },
      ],
    },
  },
)
