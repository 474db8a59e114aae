import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noUntranslatedText from './scripts/eslint/no-untranslated-text.js';

const WEB_FEATURES = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The web app's import rules plus `extra` patterns (flat config replaces, not merges, a rule's options). */
const webImports = (extra) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['../*'], message: 'Import through #shared/ or #web/ (package.json imports).' },
        { regex: '^#(server|tests|scripts)/', message: 'The web app imports only #shared/ and #web/.' },
        {
          // The signed-in chunk (vite.config.ts) is the closure of the modules' imports: through the
          // barrel it held every icon any page used, on every route.
          regex: '^lucide-react$',
          allowTypeImports: true,
          message: "Import each icon by itself: import Menu from 'lucide-react/icons/menu'.",
        },
        ...extra,
      ],
    },
  ],
});

/** The server's import rules plus `extra` patterns (flat config replaces, not merges, a rule's options). */
const serverImports = (extra) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['../*'], message: 'Import through #shared/ or #server/ (package.json imports).' },
        { regex: '^#(web|tests|scripts)/', message: 'The server imports only #shared/ and #server/.' },
        ...extra,
      ],
    },
  ],
});

/**
 * The server's folders in layers, lowest first. A folder imports only folders of lower layers, so
 * no two folders import each other (no loops) and siblings in one layer never depend on each other.
 * The composition root (services.ts, catalogue-services.ts, app.ts, main.ts) wires them. A new
 * folder must be placed here (the config refuses to load otherwise).
 */
const SERVER_LAYERS = [
  // The database and HTTP plumbing.
  ['db', 'http'],
  // What features stand on: accounts' rows, credentials, sessions, counters, leases, content, keys.
  ['users', 'credentials', 'sessions', 'throttle', 'jobs', 'content', 'keys', 'push', 'ops', 'web'],
  // Services several features use: mail, the catalogue search, site settings, issue reports.
  ['mail', 'search', 'site-settings', 'reports'],
  // Reading and learning: notes, ticks and bookmarks (item-state), listings, Talko, videos.
  ['notes', 'item-state', 'listings', 'talko', 'videos'],
  // Features over those: sign-in, reminders, notifications, link checks, pruning.
  ['auth', 'reminders', 'notifications', 'links', 'prune'],
  // The account page's API and the maintainers' console, over everything.
  ['accounts', 'maintain'],
];
const SERVER_FOLDERS = readdirSync('src/server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`src/server/${entry.name}`).length > 0)
  .map((entry) => entry.name);
const unplaced = SERVER_FOLDERS.filter((folder) => !SERVER_LAYERS.flat().includes(folder));
if (unplaced.length) throw new Error(`Place src/server/${unplaced.join(', ')} in SERVER_LAYERS (eslint.config.js).`);

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
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'harness/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message:
                'Import through #shared/, #server/, #web/, #harness/, #tests/ or #scripts/ (package.json imports).',
            },
          ],
        },
      ],
    },
  },
  {
    // One way only: tests import the harness (the local stack: fresh databases, the production server,
    // fake outside services, nginx, Chromium) and the scripts they test; the scripts (benches,
    // Lighthouse, screenshots) import the harness, never a test file; the harness imports neither.
    files: ['scripts/**/*.{ts,mjs}', 'harness/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through the package.json aliases.' },
            {
              regex: '^#tests/',
              message: 'Scripts and the harness never import tests; shared set-up belongs in harness/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['harness/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through the package.json aliases.' },
            { regex: '^#(tests|scripts)/', message: 'The harness imports neither tests nor scripts.' },
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
              regex: '^#(server|web|tests|scripts)/',
              message: 'src/shared imports nothing of the server, the web app or the tests.',
            },
          ],
        },
      ],
    },
  },
  // The browser app never imports server code (secrets, database); shared schemas are the contract.
  // Inside it, imports go one way: app -> features -> lib and ui -> shared. A feature never imports
  // another feature (what two features share moves to lib/ or ui/), and lib/ and ui/ import neither.
  { files: ['src/web/**/*.{ts,tsx}'], rules: webImports([]) },
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/ui/**/*.{ts,tsx}'],
    rules: webImports([
      {
        regex: '^#web/(features|app)/',
        message: 'lib/ and ui/ sit below the features: they import neither features nor the app.',
      },
    ]),
  },
  {
    // The service worker runs outside the page: it imports its own folder, #shared/ and Workbox, nothing of the app.
    files: ['src/web/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: webImports([
      { regex: '^#web/', message: 'The service worker (src/web/sw) imports only its own folder and #shared/.' },
    ]),
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: webImports([
      {
        regex: `^#web/features/(?!${feature}/)`,
        message: `Features do not import each other: move what ${feature} shares with another feature to #web/lib/ or #web/ui/.`,
      },
      {
        regex: '^#web/app/',
        message: 'Features do not import the app layer (router, layout); the app imports them.',
      },
    ]),
  })),
  { files: ['src/server/**/*.ts'], rules: serverImports([]) },
  ...SERVER_LAYERS.flatMap((layer, rank) =>
    layer.map((folder) => {
      const above = SERVER_LAYERS.slice(rank)
        .flat()
        .filter((other) => other !== folder);
      return {
        files: [`src/server/${folder}/**/*.ts`],
        rules: serverImports([
          {
            regex: `^#server/(${above.join('|')})/`,
            message: `${folder}/ imports only its own folder and the server folders in layers below its own (SERVER_LAYERS in eslint.config.js): no sibling in its layer, nothing above. Move what two folders share down a layer, or take it as a parameter.`,
          },
          {
            regex: '^#server/(app|main|services|catalogue-services|public-api-routes)\\.js$',
            message:
              'The composition root (app, main, services, catalogue-services) imports the folders, never the reverse.',
          },
        ]),
      };
    }),
  ),
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
  {
    // Interface texts come from the catalogues (src/web/lib/i18n): no English literal in any component.
    files: ['src/web/**/*.tsx'],
    plugins: { studyhub: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'studyhub/no-untranslated-text': 'error' },
  },
  {
    // A form's controls wait for the page's script (ui/Form.tsx): a raw <form> in server-rendered HTML
    // could be sent before hydration, its fields (a password) in the address.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/ui/Form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message: 'Use <Form> from #web/ui/Form.js: its controls stay disabled until the page is hydrated.',
        },
      ],
    },
  },
);
