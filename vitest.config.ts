import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/demo-api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
