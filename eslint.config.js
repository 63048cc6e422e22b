// ESLint, flat config. Type-checked TypeScript rules, React's hook rules, Astro's plugin, and the
// import rules that keep the layers one-way (docs/architecture.md, "Layers"):
//   pages/layouts → islands → lib/screens → lib/stores → lib/api, lib/domain
// `npm run lint` runs `astro sync` first (the type-aware rules need .astro/types.d.ts for
// astro:content, or getCollection is `any`), then ESLint with --max-warnings 0, then Prettier's check.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The island feature folders; none imports another's (shared pieces live in islands/shared). */
const features = ['auth', 'campaigns', 'cart', 'catalogue', 'companies', 'debts', 'equipment', 'orders', 'prospera', 'settings', 'toaster'];

/**
 * The modules at the top of src/lib and in lib/pdf, by layer (docs/architecture.md, "Layers"): leaves
 * import nothing of ours; browser helpers are handed their data by the store, screen or island calling
 * them; the field data's collector reads the config and sends through lib/api. A module of src/lib that
 * is the target of no zone fails tests/unit/lint-zones.test.ts.
 */
const libLeaves = ['./src/lib/storage-keys.ts', './src/lib/stored-json.ts', './src/lib/site.ts'];
const browserHelpers = [
  './src/lib/clipboard.ts',
  './src/lib/early-view.ts',
  './src/lib/download.ts',
  './src/lib/download-mark.ts',
  './src/lib/file-type.ts',
  './src/lib/keep-storage.ts',
  './src/lib/near-screen.ts',
  './src/lib/photo-jpeg.ts',
  './src/lib/qr-code.ts',
  './src/lib/qr-code-image.ts',
  './src/lib/qr-code-render.ts',
  './src/lib/qr-code.worker.ts',
  './src/lib/sanitize.ts',
  './src/lib/toast.ts',
  './src/lib/pdf',
];
const fieldData = './src/lib/telemetry.ts';
/** The one module that touches localStorage (docs/architecture.md, "Stores"; product-rules R284). */
const storageDoor = './src/lib/local-store.ts';

/** Each zone forbids `target` to import anything under `from` (type-only imports included). */
const layerZones = [
  {
    target: './src/islands',
    from: './src/lib/api',
    message: 'Islands see view types from lib/screens and lib/stores, never the wire format of lib/api.',
  },
  { target: './src/lib/domain', from: './src/lib/stores', message: 'Domain rules are pure: no stores.' },
  { target: './src/lib/domain', from: './src/lib/screens', message: 'Domain rules are pure: no screens.' },
  { target: './src/lib/domain', from: './src/lib/api', message: 'Domain rules are pure: no service calls or schemas.' },
  { target: './src/lib/api', from: './src/lib/stores', message: 'lib/api is handed the session through connectSession, never a store.' },
  { target: './src/lib/api', from: './src/lib/screens', message: 'lib/api knows nothing of screens.' },
  { target: './src/lib/stores', from: './src/lib/screens', message: 'Screens use stores, not the other way.' },
  {
    target: './src/lib/screens',
    from: [fieldData, './src/scripts'],
    message: 'Screens run in islands: no page script, and never the field data, which the page starts on idle.',
  },
  {
    target: libLeaves,
    from: './src',
    message: 'A leaf of lib imports nothing of ours: every layer reads it, and the head scripts bundle stored-json.',
  },
  {
    target: browserHelpers,
    from: ['./src/lib/stores', './src/lib/screens', './src/lib/api'],
    message: 'A browser helper is handed its data: it imports no store, screen or lib/api (lib/domain and toast.ts it may).',
  },
  {
    target: fieldData,
    from: ['./src/lib/stores', './src/lib/screens'],
    message: 'The field data reads the config and sends through lib/api; it knows no store or screen.',
  },
  {
    target: ['./src/lib/domain', './src/lib/api'],
    from: [...browserHelpers, fieldData],
    message: 'lib/domain and lib/api use no browser helper: the store, screen or island calling them does.',
  },
  {
    target: storageDoor,
    from: './src',
    except: ['./lib/storage-keys.ts', './lib/stored-json.ts'],
    message: 'The storage door is loaded by every page: it imports only storage-keys.ts and stored-json.ts.',
  },
  { target: './src/lib', from: './src/islands', message: 'Nothing in lib imports an island.' },
  { target: './src/lib', from: './src/pages', message: 'Nothing in lib imports a page.' },
  ...features.map((feature) => ({
    target: `./src/islands/${feature}`,
    from: './src/islands',
    except: [`./${feature}`, './shared'],
    message: 'An island folder imports only its own files and islands/shared.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'kept-assets/',
      'reports/',
      'playwright-report/',
      'test-results/',
      'coverage/',
      '.astro/',
      'node_modules/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] })],
      // The files import-x parses to follow imports. Without these, it skips every .ts/.tsx file
      // it resolves (the default is .js only), and the zones never see an import between them.
      // Import cycles are `npm run cycles`' job (dpdm), which counts type-only imports too.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    // Every persisted key goes through the storage door, which reads back what a page wrote even when
    // storage refused it (R284). The head's inline scripts are bundled alone and only read.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [storageDoor, 'src/scripts/*.inline.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Identifier[name='localStorage']", message: 'Read and write storage through lib/local-store.ts.' },
      ],
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Islands never call the network: go through a screen or store action.' },
        { name: 'localStorage', message: 'Islands never touch storage: stores own persisted state.' },
        { name: 'sessionStorage', message: 'Islands never touch storage: stores own persisted state.' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'ofetch', message: 'Only lib/api/client.ts imports ofetch.' }] }],
    },
  },
  {
    // The API layer draws nothing and announces nothing on window: it publishes atoms (kept-signals.ts)
    // that the shell draws and the screens listen to (docs/architecture.md, "API layer").
    files: ['src/lib/api/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'document', message: 'lib/api draws nothing: publish an atom the shell or a screen draws.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'dispatchEvent', message: 'lib/api announces through atoms (kept-signals.ts), not window events.' },
      ],
    },
  },
  ...astro.configs['flat/recommended'],
  {
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.astro'] } },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Inlined into every page's <head> as one classic script (BaseLayout.astro), not a module;
    // esbuild's `define` replaces the two storage keys at build time.
    files: ['src/scripts/*.inline.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.browser, SESSION_KEY: 'readonly', CONSENT_KEY: 'readonly' },
    },
  },
);
