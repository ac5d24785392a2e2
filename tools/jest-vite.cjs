// What Vite gives the web app's modules that jest does not, for its component tests (tools/jest-lingui.cjs):
// - `import.meta.glob('../locales/*.po')` (the language catalogs, one lazy chunk each): expanded here, when
//   the module is transformed, into an object of the same keys whose loaders require the files; with
//   `{ query: '?lingui' }` (the loved one's JSON catalogs) the loader compiles the messages, as Lingui's
//   Vite plugin does at build time.
// - a .po catalog imported: compiled into `{ messages }`, every message under the id Lingui's macros give
//   it, in the catalog's language (the source text where a translation is empty).
const { readdirSync } = require('node:fs');
const { dirname, join, relative, resolve } = require('node:path');

const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*(?:,\s*(\{[^}]*\})\s*)?\)/g;

const usesGlob = (code) => code.includes('import.meta.glob');

// The files a pattern such as '../locales/*.po' names (a star in the file name only), sorted.
function matches(pattern, filename) {
  const folder = resolve(dirname(filename), dirname(pattern));
  const name = pattern.slice(pattern.lastIndexOf('/') + 1);
  const re = new RegExp(
    `^${name
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  const base = dirname(pattern);
  return readdirSync(folder)
    .filter((file) => re.test(file))
    .sort()
    .map((file) => ({ key: `${base}/${file}`, path: join(folder, file) }));
}

function expandGlobs(code, filename) {
  return code.replace(GLOB, (_all, pattern, options = '') => {
    const lingui = /query:\s*'\?lingui'/.test(options);
    const compile = JSON.stringify(join(__dirname, 'jest-vite.cjs'));
    const entries = matches(pattern, filename).map(({ key, path }) => {
      const spec = JSON.stringify(`./${relative(dirname(filename), path)}`.replace(/^\.\/\.\.\//, '../'));
      const load = lingui ? `{ messages: require(${compile}).compileMessages(require(${spec})) }` : `require(${spec})`;
      return `${JSON.stringify(key)}: () => Promise.resolve(${load})`;
    });
    return `({ ${entries.join(', ')} })`;
  });
}

// What the globs of a module read, for jest's cache key: a new catalog file is a new transform.
function globListing(code, filename) {
  return [...code.matchAll(GLOB)].flatMap(([, pattern]) => matches(pattern, filename).map((m) => m.key)).join('\n');
}

function compileMessages(raw) {
  const { compileMessage } = require('@lingui/message-utils/compileMessage');
  return Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessage(message)]));
}

function compilePoCatalog(source) {
  const { formatter } = require('@lingui/format-po');
  const catalog = formatter({ lineNumbers: false }).parse(source);
  const texts = Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]),
  );
  return `module.exports = { messages: ${JSON.stringify(compileMessages(texts))} };`;
}

module.exports = { usesGlob, expandGlobs, globListing, compileMessages, compilePoCatalog };
