import { defineConfig } from 'vitest/config';

/**
 * Two projects, run one after the other by `pnpm test`: the browser tests (real Chromium, heavy on two
 * cores) never share the machine with the timing-sensitive cache and fault tests.
 */
const BROWSER = ['tests/e2e/**/*.test.ts', 'tests/storybook.test.ts'];
/**
 * Tests that load the machine on purpose (1,000 connections; a whole `pnpm start` stopped under load;
 * the crawl of every market's site): run after the unit files, one at a time, so that neither they nor
 * the timing-sensitive cache and fault tests measure each other's load.
 */
const EXCLUSIVE = [
  'tests/overload.test.ts',
  'tests/shutdown.test.ts',
  'tests/crawl.test.ts',
  'tests/cluster.test.ts',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: [...BROWSER, ...EXCLUSIVE],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'exclusive', include: EXCLUSIVE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      { extends: true, test: { name: 'browser', include: BROWSER } },
    ],
  },
});
