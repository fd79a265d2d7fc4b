// ESLint 9 flat config: Next's own rules (React, hooks, a11y, Core Web Vitals) and typescript-eslint's recommended set.
// `npm run lint` fails on any warning. Every rule turned off or down here has its reason on the same line; see
// docs/decisions/043-lint-format-types.md.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A rule switched off in a file says why on the same line: `// eslint-disable-next-line rule -- reason`.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    rules: {
      // An unused name is an error, except a deliberately ignored one (`_rest`, `catch (_)`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  {
    files: ['tests/**/*.ts', 'bench/**', 'scripts/**'],
    rules: {
      // No React here: Vitest helpers (`useTestDatabase()`) and Playwright fixtures (`use`) are named like hooks.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'dist/**',
    'lib/generated/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'bench/lighthouse/blank/.next/**',
  ]),
])
