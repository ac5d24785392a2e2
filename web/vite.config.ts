import { defineConfig, type Connect } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway serves play.html for every /play/* path; the dev and preview servers do the same.
const playFallback: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && /^\/play(\/|$)/.test(req.url)) req.url = '/play.html';
  next();
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    {
      name: 'carewith-play-page',
      configureServer: (server) => void server.middlewares.use(playFallback),
      configurePreviewServer: (server) => void server.middlewares.use(playFallback),
    },
  ],
  // Contracts are bundled from source so the web build needs no prior library build.
  resolve: { alias: { '@carewith/contracts': here('../libs/contracts/src/index.ts') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Two entries: the caregiver app, and the loved one's small play page (its own bundle).
    rolldownOptions: {
      input: { main: here('index.html'), play: here('play.html') },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
