import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

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

/**
 * Writes .gz and .br twins of the built text files; the server sends them to browsers that
 * accept them, so `npm start` serves compressed assets without compressing per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'vezel-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), legacyBrowserPage(), precompressAssets()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the bundle-size benchmark (tools/bench); the server does not serve dotfiles.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': serverUrl,
      '/healthz': serverUrl,
    },
  },
});
