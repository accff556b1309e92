// ESLint flat config: typescript-eslint, react-hooks, jsx-a11y, and the import boundaries of
// conventions.md (only src/api talks to the network; features do not import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const networkImports = [
  { name: 'axios', message: 'Only src/api talks to the network: use a generated hook.' },
  { name: 'socket.io-client', message: 'Only src/api talks to the network: use the socket store.' },
];

// Money figures reach a screen only through src/lib/format.ts (product-spec §9, issue 10): a raw
// number rendered in JSX, a wire field passed as-is into a translation, or a screen doing its own
// rounding/grouping is an error. The names are the numeric fields of the contract's money schemas.
const NUMERIC_FIELD =
  '/^(now_price|price|amount|number|available|balance|frozen|margin|caution_money|profits?|profit_total|fact_profits|fee|handling_fee|total|change|volume|high|low|open|close|open_price|target_profit_price|stop_loss_price|origin_price|rate|usdt_price|lock_position|change_balance|legal_balance|lever_balance|micro_balance)$/';
const rawFigures = [
  {
    selector: 'CallExpression[callee.property.name=/^(toLocaleString|toPrecision)$/]',
    message: 'Format figures with src/lib/format.ts (locale grouping, the pair/coin precision).',
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Format figures with src/lib/format.ts, not a screen-local Intl.NumberFormat.',
  },
  {
    selector:
      'JSXExpressionContainer > CallExpression[callee.property.name=/^(toFixed|toString)$/], JSXExpressionContainer > TemplateLiteral > CallExpression[callee.property.name=/^(toFixed|toString)$/]',
    message: 'A figure rendered with toFixed/toString skips the money format: use src/lib/format.ts.',
  },
  {
    selector: `JSXElement > JSXExpressionContainer > MemberExpression[property.name=${NUMERIC_FIELD}], JSXAttribute[name.name=/^(value|title|label|description|extra|placeholder|aria-label)$/] > JSXExpressionContainer > MemberExpression[property.name=${NUMERIC_FIELD}]`,
    message: 'A raw wire figure rendered in a screen: format it with src/lib/format.ts.',
  },
  {
    selector: `CallExpression[callee.name='t'] Property[key.name!='count'] > MemberExpression.value[property.name=${NUMERIC_FIELD}]`,
    message: 'A raw wire figure passed into a translation: format it with src/lib/format.ts first.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      // Built output (dist, dist-spec, dist-docs, the stack floor's dist-floor...), test reports.
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report*/**',
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A module that exports a component exports only components, or Vite cannot Fast Refresh it
      // (an edit reloads the page); shared helpers and hooks live in a module of their own.
      // pageOf / pathIcon make components.
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, extraHOCs: ['pageOf', 'pathIcon'] },
      ],
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
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...rawFigures] },
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
