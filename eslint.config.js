import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Imports that leave their own folder use the package.json aliases, so a file's layer shows in its imports.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message: 'Import through #shared/, #server/, #web/, #tests/ or #scripts/ (package.json imports).',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code is what both sides may import: it imports nothing of the server, the web app or the tests.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through #shared/ (package.json imports).' },
            {
              group: ['#server/*', '#web/*', '#tests/*'],
              message: 'src/shared imports nothing of the server, the web app or the tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser app never imports server code (secrets, database); shared schemas are the contract.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through #shared/ or #web/ (package.json imports).' },
            { group: ['#server/*', '#tests/*', '#scripts/*'], message: 'The web app imports only #shared/ and #web/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through #shared/ or #server/ (package.json imports).' },
            { group: ['#web/*', '#tests/*', '#scripts/*'], message: 'The server imports only #shared/ and #server/.' },
          ],
        },
      ],
    },
  },
  {
    // Server features reach the database only through their repositories (*-repository.ts); services
    // and routes get repositories, never the connection. The wiring files hand the connection over.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*-repository.ts',
      'src/server/db/**',
      'src/server/main.ts',
      'src/server/services.ts',
      'src/server/catalogue-services.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', allowTypeImports: true, message: 'SQL lives in a *-repository.ts file.' },
            { name: '#server/db/connection.js', message: 'Take a repository, not the database connection.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Configuration is read once in config.ts; feature code never reads process.env.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/server/config.ts.' },
      ],
    },
  },
);
