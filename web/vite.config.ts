import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The gateway serves play.html for every /play/* path; the dev and preview servers do the same.
const playFallback: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && /^\/play(\/|$)/.test(req.url)) req.url = '/play.html';
  next();
};

// dist/index.html carries the landing page pre-rendered and is sent for "/" only; every other path of
// the caregiver app gets dist/app.html, the same page with an empty root. The preview server does the same.
const appShellFallback: Connect.NextHandleFunction = (req, _res, next) => {
  const path = req.url?.split(/[?#]/)[0] ?? '/';
  if (req.method === 'GET' && req.headers.accept?.includes('text/html') && path !== '/' && !/\.\w+$/.test(path))
    req.url = '/app.html';
  next();
};

// The loved one's play page renders with Preact through its React compatibility layer: the same
// components and hooks, without react-dom's 66 kB (gzip) on the page's first load. Only the modules
// under src/play get it, and nothing outside src/play imports a component from there (the caregiver
// app imports its catalogs only), so each page has one renderer.
const PLAY_DIR = here('src/play/');
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};
function playOnPreact(): Plugin {
  return {
    name: 'carewith-play-preact',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const target = PREACT[source];
      if (!target || !importer?.split('?')[0].startsWith(PLAY_DIR)) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

// The caregiver app's texts are written with Lingui's macros (`t`, `<Trans>`, `msg`, `plural`, from
// @lingui/core/macro and @lingui/react/macro). @vitejs/plugin-react 6 transforms with Oxc and has no
// Babel step, so this plugin runs Lingui's Babel macro plugin, alone, on the modules that import a
// macro, before any other transform. A build keeps only each message's id (the English is in the
// compiled catalog); the dev server keeps the English too.
const CAREGIVER_LINGUI = here('lingui.caregiver.config.ts');
// Required at run time: Vite bundles its config, and would bundle this CommonJS module badly.
const linguiMacrosBabel = createRequire(import.meta.url)(
  '../tools/lingui-macros.cjs',
) as typeof import('../tools/lingui-macros.cjs');
function linguiMacros(): Plugin {
  let build = false;
  return {
    name: 'carewith-lingui-macros',
    enforce: 'pre',
    configResolved: (config) => void (build = config.command === 'build'),
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!linguiMacrosBabel.usesMacros(code, file)) return null;
      const result = await linguiMacrosBabel.transformMacros(code, file, build);
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

// Each Lingui configuration compiles its own catalogs: the loved one's JSON files (imported with
// ?lingui) and the caregiver app's .po files. Both plugins see every module, so each is kept to its own.
function linguiCatalogs(configPath: string, catalog: RegExp): Plugin[] {
  return lingui({ configPath, failOnMissing: true, failOnCompileError: true }).map((plugin) => {
    const { transform } = plugin;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform(code: string, id: string) {
        return catalog.test(id) ? transform.call(this, code, id) : null;
      },
    } as Plugin;
  });
}

const EMPTY_ROOT = '<div id="root"></div>';

// What each page's first load may weigh: its entry chunk and every chunk it imports statically, gzipped
// at level 9 (npm run bench prints the same figure beside its target). A build over it fails, naming the
// chunks, so that a static import that pulls the contracts' schemas (or any large module) into the
// first load is caught when it is written. Lazy chunks (import()) are not counted.
const FIRST_LOAD_BUDGET_KB: Record<string, number> = { main: 110, play: 70 };
const SCREENS_LOADED_BY_THEMSELVES =
  /\/(Demo\w*|\w*Print\w*|HomesPage|HomePage|StaffPage|ResidentPage|HomeInvitationPage|NewGroupSessionPage|RemotePage|TvPage|EvidencePage|SharedAboutMePage|DevLoginPage|OutboxPage|ResourcesPage|AiAssessmentPage|SeniorReportPage|AccountPage|InvitePage|CheckInPage|EditGamePage)-[\w-]+\.js$/;
function firstLoadBudget(): Plugin {
  return {
    name: 'carewith-first-load-budget',
    apply: 'build',
    // The files as written: the chunks' code when the bundle is generated is not yet all of it (Vite
    // adds each lazy import's list of chunks to preload later), and measured so the entry was 3 kB
    // (raw 7 kB) lighter than the file the browser loads.
    writeBundle(options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      for (const entry of chunks.values()) {
        const budget = entry.isEntry ? FIRST_LOAD_BUDGET_KB[entry.name] : undefined;
        if (budget === undefined) continue;
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
        };
        visit(entry.fileName);
        const sizes = [...files].map(
          (f) => [f, gzipSync(readFileSync(join(options.dir!, f)), { level: 9 }).length / 1000] as const,
        );
        const total = sizes.reduce((sum, [, kB]) => sum + kB, 0);
        if (total > budget)
          this.error(
            `${entry.name}'s first load is ${total.toFixed(1)} kB gzip, over its ${budget} kB budget: ` +
              sizes.map(([f, kB]) => `${f} ${kB.toFixed(1)} kB`).join(', '),
          );
      }
    },
  };
}

// After the client build: the landing page rendered by src/prerender.tsx (through a Vite SSR load of
// the same sources) goes into dist/index.html; dist/app.html keeps the empty root.
function prerenderLanding(): Plugin {
  return {
    name: 'carewith-prerender-landing',
    apply: 'build',
    async writeBundle({ dir }) {
      const outDir = dir ?? here('dist');
      const indexPath = join(outDir, 'index.html');
      const shell = readFileSync(indexPath, 'utf8');
      if (!shell.includes(EMPTY_ROOT)) this.error(`${indexPath} has no ${EMPTY_ROOT} to pre-render into`);
      const server = await createServer({
        configFile: here('vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderLanding: () => Promise<string>;
        };
        // React puts image preloads first in the markup; they belong in the head, where they start the
        // hero's pictures early and leave the root holding exactly what the app hydrates.
        const rendered = await renderLanding();
        const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
        const markup = rendered.slice(preloads.length);
        writeFileSync(join(outDir, 'app.html'), shell);
        writeFileSync(
          indexPath,
          shell
            .replace('</head>', () => `${preloads}\n  </head>`)
            .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="landing">${markup}</div>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [
    playOnPreact(),
    // React's fast refresh is for the caregiver app; the play page's components run on Preact.
    react({ exclude: [/\/src\/play\//, /\/node_modules\//] }),
    tailwindcss(),
    linguiMacros(),
    // The catalogs, compiled at build time; a catalog missing a message fails the build.
    linguiCatalogs(here('lingui.config.ts'), /\?lingui$/),
    linguiCatalogs(CAREGIVER_LINGUI, /\.po$/),
    {
      name: 'carewith-play-page',
      configureServer: (server) => void server.middlewares.use(playFallback),
      configurePreviewServer: (server) => {
        server.middlewares.use(playFallback);
        server.middlewares.use(appShellFallback);
      },
    },
    prerenderLanding(),
    firstLoadBudget(),
  ],
  // Contracts are bundled from source so the web build needs no prior library build.
  resolve: { alias: { '@carewith/contracts': here('../libs/contracts/src/index.ts') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // A lazy screen's chunks are listed in the entry so they load together with it; the screens few
      // open first (a home's, a group session's, print and shared pages, the demo) load theirs once
      // they run: their lists took the caregiver app's first load over its budget (decision 324).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && SCREENS_LOADED_BY_THEMSELVES.test(file) ? [] : deps,
    },
    // Two entries: the caregiver app, and the loved one's small play page (its own bundle).
    rolldownOptions: {
      input: { main: here('index.html'), play: here('play.html') },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
