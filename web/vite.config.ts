import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (http://localhost:4000 in development) serves /graphql (HTTP and ws on the
// same path), the legacy /rest endpoints and, in deployment mode 2, /soporte/rest.
const API = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Pure TypeScript shared with the API: identity numbers, dates, es-EC money.
      '@domain': fileURLToPath(new URL('../api/src/domain', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API, ws: true },
      '/rest': { target: API },
      '/soporte': { target: API },
      '/app-config.js': { target: API },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: web/scripts/size-report.mjs reads it to weigh the sign-in route.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            // Not `graphql` itself: the /api page's GraphiQL uses its schema and validation code, which would ride in this chunk to the sign-in.
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql-ws|rxjs|optimism|tslib|@graphql-typed-document-node)[\\/]/ },
          ],
        },
      },
    },
  },
});
