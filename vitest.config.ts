import { defineConfig } from 'vitest/config';

export default defineConfig({
  // What astro.config.mjs stamps at build time (build/version.ts).
  define: { __PORTAL_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/demo-api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // `npm run test:unit` runs with --coverage: a missed threshold fails it, and so `npm test`.
    // The report goes to coverage/ (git-ignored); the console shows only files not fully covered.
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.{ts,tsx}'],
      exclude: ['src/lib/**/*.d.ts'],
      reporter: [['text', { skipFull: true }], 'text-summary', 'html', 'json-summary'],
      thresholds: {
        // Pure rules: every line and every branch has a test. Per file, so a miss names the file.
        'src/lib/domain/**': { lines: 100, branches: 100, perFile: true },
        // The rest of lib (api, stores, screens, pdf, helpers), taken together.
        'src/lib/**': { lines: 90 },
      },
    },
  },
});
