// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, and the import boundaries of
// conventions.md (only src/api talks to the network; features do not import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const networkImports = [
  { name: 'axios', message: 'Only src/api talks to the network: use a generated hook.' },
  { name: 'socket.io-client', message: 'Only src/api talks to the network: use the socket store.' },
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      'dist-spec/**',
      'dist-docs/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api talks to the network.' },
        { name: 'XMLHttpRequest', message: 'Only src/api talks to the network.' },
        { name: 'WebSocket', message: 'Only src/api talks to the network.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: networkImports,
          patterns: [
            {
              group: ['**/features/*/**', '@/features/*/**'],
              message:
                'A feature does not import another feature: move shared pieces to src/components, src/hooks or src/lib.',
            },
          ],
        },
      ],
      'no-console': 'error',
    },
  },
  {
    // The API layer is the one place allowed to talk to the network.
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-globals': 'off',
      'no-console': ['error', { allow: ['warn'] }],
    },
  },
  {
    // The app composes features, so it may import them.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: networkImports }] },
  },
  {
    // Lower layers never import upwards.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: networkImports,
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'mock/**/*.{js,mjs,ts}', '*.config.{js,ts}', 'tests/**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  prettier,
);
