// jest's transform for TypeScript: Lingui's macros first where a module imports one
// (tools/lingui-macros.cjs), then @swc/jest as for every other file. For the web app's component tests
// (jest's jsdom project) also what Vite does in the browser build: JSX in .tsx files (React's automatic
// runtime), `import.meta.glob` of the language catalogs expanded into requires (tools/jest-vite.cjs), and
// a .po catalog compiled into its messages as Lingui's Vite plugin compiles it.
const { createTransformer } = require('@swc/jest');
const { usesMacros, transformMacrosSync } = require('./lingui-macros.cjs');
const { usesGlob, expandGlobs, globListing, compilePoCatalog } = require('./jest-vite.cjs');

const swc = createTransformer({ swcrc: true });
// The web app's tsconfig: JSX with React's automatic runtime (web/tsconfig.json "jsx": "react-jsx").
const swcTsx = createTransformer({
  swcrc: false,
  sourceMaps: true,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
});

module.exports = {
  process(source, filename, options) {
    if (filename.endsWith('.po')) return { code: compilePoCatalog(source) };
    let code = usesMacros(source, filename) ? transformMacrosSync(source, filename).code : source;
    if (usesGlob(code)) code = expandGlobs(code, filename);
    return (filename.endsWith('.tsx') ? swcTsx : swc).process(code, filename, options);
  },
  getCacheKey(source, filename, options) {
    // A glob's answer changes with the folder it reads (a new catalog), not with the module's source.
    const listing = usesGlob(source) ? globListing(source, filename) : '';
    const key = (filename.endsWith('.tsx') ? swcTsx : swc).getCacheKey(source + listing, filename, options);
    return `lingui:${filename.endsWith('.po') ? 'po:' : ''}${key}`;
  },
};
