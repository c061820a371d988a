import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Imports point one way: routes -> features -> ui, content, domain, lib. The zones below
 * make that a lint error, not a convention.
 */
const web = './web/src';
const features = readdirSync(new URL('web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importZones = [
  {
    target: `${web}/features`,
    from: [`${web}/app`, `${web}/routes`],
    message: 'A feature never imports app/ or routes/: they import it.',
  },
  // A feature reaches another only through its index.ts, never its internals.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature only through its index.ts.`,
  })),
  {
    target: [`${web}/ui`, `${web}/content`, `${web}/lib`],
    from: [`${web}/features`, `${web}/routes`, `${web}/app`],
    message: 'ui/, content/ and lib/ are leaves: features and routes import them, not back.',
  },
  {
    target: `${web}/content`,
    from: `${web}/ui`,
    message: 'content/ is data: it imports no components.',
  },
  {
    // The admin area ships in its own chunks: no public page may pull it in.
    target: `${web}`,
    from: `${web}/features/admin`,
    except: [],
    message: 'Nothing public imports features/admin; only routes/admin does.',
  },
  {
    target: './domain',
    from: ['./web', './functions', './scripts'],
    message: 'domain/ is pure TypeScript shared by every workspace: it imports none of them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'functions/lib/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
      'web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse imported TypeScript files too, so cycles through them are seen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'functions/tsconfig.json',
            'domain/tsconfig.json',
            'tsconfig.scripts.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    // routes/admin is the one door into the admin area.
    files: [
      'web/src/routes/admin/**/*.{ts,tsx}',
      'web/src/routes/admin.tsx',
      'web/src/features/admin/**/*.{ts,tsx}',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: importZones.filter((zone) => !String(zone.from).endsWith('features/admin')) },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Firebase stays out of every page's first load: only the client in lib/firebase and the
    // data/ modules (always loaded with import()) touch the SDK. Types are free.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/firebase/**', 'web/src/features/**/data/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              allowTypeImports: true,
              message: 'Call Firebase from a data/ module, loaded with import().',
            },
          ],
        },
      ],
    },
  },
  {
    // Lucide's icons share one chunk that every public page loads first: the admin draws its
    // own (features/admin/shell/Icon.tsx), so an admin-only icon never weighs on a public page.
    files: [
      'web/src/routes/admin/**/*.{ts,tsx}',
      'web/src/routes/admin.tsx',
      'web/src/features/admin/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: 'Draw admin icons with features/admin/shell/Icon.tsx.',
            },
          ],
        },
      ],
    },
  },
);
