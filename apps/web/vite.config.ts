import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import rootPackage from '../../package.json';

const serverUrl = 'http://localhost:3000';

/**
 * The legacy-browser page is static HTML: the server answers /browser, /en/browser and
 * /fr/browser with it, and so does the dev server.
 */
function legacyBrowserPage(): Plugin {
  return {
    name: 'vezel-legacy-browser-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0];
        if (path && /^\/(?:(?:en|fr)\/)?browser\/?$/.test(path)) request.url = '/browser.html';
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), legacyBrowserPage()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': serverUrl,
      '/healthz': serverUrl,
    },
  },
});
