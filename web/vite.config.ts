import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

// The time model, periods and categories live once in graphql-api/src/domain; the web imports them.
export default defineConfig({
  plugins: [react()],
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
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
