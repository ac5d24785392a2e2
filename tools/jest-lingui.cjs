// jest's transform for TypeScript: Lingui's macros first where a module imports one
// (tools/lingui-macros.cjs), then @swc/jest as for every other file.
const { createTransformer } = require('@swc/jest');
const { usesMacros, transformMacrosSync } = require('./lingui-macros.cjs');

const swc = createTransformer({ swcrc: true });

module.exports = {
  process(source, filename, options) {
    const code = usesMacros(source, filename) ? transformMacrosSync(source, filename).code : source;
    return swc.process(code, filename, options);
  },
  getCacheKey(source, filename, options) {
    return `lingui:${swc.getCacheKey(source, filename, options)}`;
  },
};
