import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.timing.test.ts'],
          // Most test files spend their time waiting on PostgreSQL, a spawned server or a timer, so
          // more files than cores run at once (vitest's default is one fewer than the cores: 1 on
          // two cores). On two cores: 11.5 min with one worker, 6.5 with three, no faster with four.
          maxWorkers: Math.max(3, os.availableParallelism() - 1),
          // A worker runs its files one after another in one module graph instead of loading
          // type-graphql, MikroORM and Apollo again for each (about a minute of imports on two
          // cores). The files share no mocks, stubbed env or fake timers; process-wide state
          // (such as the prepared-statement cache) is production's, which tests must allow for.
          isolate: false,
        },
      },
      {
        // Tests that compare response times run alone, after the others: beside them, a CI
        // runner's load moved one side of a comparison by 3 ms (a reset request, 2026-11-30).
        extends: true,
        test: {
          name: 'timing',
          include: ['src/**/*.timing.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
  resolve: {
    // type-graphql and Apollo must share one graphql instance ("another module or realm").
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
});
