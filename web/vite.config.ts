import react from '@vitejs/plugin-react';
import os from 'node:os';
import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

// The time model, periods and categories live once in graphql-api/src/domain; the web imports them.
export default defineConfig({
  plugins: [
    react(),
    // Brotli (best quality) and gzip copies next to each built file, served as they are by the API
    // (express-static-gzip): no compressing megabytes of JavaScript per visitor, and brotli at its
    // best quality is smaller than what on-the-fly compression can afford.
    compression({
      include: /\.(js|css|html|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../graphql-api/src/domain', import.meta.url)) },
  },
  server: {
    proxy: { '/graphql': apiTarget, '/api': apiTarget },
  },
  build: {
    chunkSizeWarningLimit: 2500,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph per route, read by the bench's bundle report.
    manifest: true,
    // Two pages: the app, and the GraphQL explorer the API serves at /graphql to browsers.
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)), explorer: fileURLToPath(new URL('explorer.html', import.meta.url)) },
    },
  },
  test: {
    // Forking a worker and setting up happy-dom are mostly waiting: three workers on two cores took
    // the suite from 97 to 66 s (vitest's default there is one).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    projects: [
      // Logic: plain TypeScript in Node.
      { extends: true, test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The basemap's build scripts (web/scripts), on the npm packages' real data.
      { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'], testTimeout: 30_000 } },
      // Components: rendered with Testing Library in happy-dom (a DOM with <dialog>, enough for these).
      { extends: true, test: { name: 'components', environment: 'happy-dom', include: ['src/**/*.test.tsx'], setupFiles: ['src/test/dom-setup.ts'] } },
    ],
  },
});
