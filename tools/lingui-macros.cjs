// Lingui's macros (`t`, `<Trans>`, `msg`, `plural` from @lingui/core/macro and @lingui/react/macro) in
// the caregiver app's modules, turned into runtime calls by Lingui's Babel plugin alone (TypeScript and
// JSX are parsed, not transformed). Used by the web build (web/vite.config.ts) and by jest
// (tools/jest-lingui.cjs), so both read the same messages with the same ids.
const { join } = require('node:path');
const { transformAsync, transformSync } = require('@babel/core');
const { getConfig } = require('@lingui/conf');

const MACRO = /@lingui\/(core|react)\/macro/;
let linguiConfig;

// Babel's options for one file; `strip`: keep only each message's id (a production build).
function options(filename, strip) {
  linguiConfig ??= getConfig({ configPath: join(__dirname, '..', 'web', 'lingui.caregiver.config.ts') });
  return {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[require.resolve('@lingui/babel-plugin-lingui-macro'), { linguiConfig, stripNonEssentialFields: strip }]],
  };
}

const usesMacros = (code, filename) =>
  /\.[jt]sx?$/.test(filename) && !filename.includes('/node_modules/') && MACRO.test(code);

module.exports = {
  usesMacros,
  transformMacros: (code, filename, strip) => transformAsync(code, options(filename, strip)),
  transformMacrosSync: (code, filename) => transformSync(code, options(filename, false)),
};
