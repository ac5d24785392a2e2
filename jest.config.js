// One jest run, three tiers told apart by file name (docs/conventions.md): unit, int, e2e.
// @swc/jest, after Lingui's macros in the web app's modules that use them (tools/jest-lingui.cjs).
const swc = '<rootDir>/tools/jest-lingui.cjs';
const moduleNameMapper = {
  '^@carewith/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@carewith/platform$': '<rootDir>/libs/platform/src/index.ts',
  '^@carewith/platform/testing$': '<rootDir>/libs/platform/src/testing/index.ts',
  '^@carewith/platform/tracing$': '<rootDir>/libs/platform/src/tracing/register.ts',
  '^@carewith/games/testing$': '<rootDir>/services/games/src/testing/index.ts',
  '^@carewith/(gateway|identity|care|games|messaging|insights)$': '<rootDir>/services/$1/src/index.ts',
};
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/tools/jest.setup.js'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data/'],
};
module.exports = {
  // The longest files first, also on a fresh clone (tools/jest-sequencer.cjs).
  testSequencer: '<rootDir>/tools/jest-sequencer.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,web,tools}/**/*.unit.spec.ts'] },
    // The web app's component tests: a screen, form or component rendered in jsdom with Testing Library
    // (web/src/testing/render.tsx); a .po catalog is compiled as the build compiles it.
    {
      ...common,
      displayName: 'unit-web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/**/*.unit.spec.tsx'],
      transform: { '^.+\\.((t|j)sx?|po)$': swc },
      moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'mts', 'cts', 'tsx', 'json', 'node', 'po'],
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup.ts'],
    },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/{libs,services,tools}/**/*.int.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e.spec.ts'],
      testTimeout: 120000,
      // The systems the files of a worker share (e2e/support/shared-systems.cjs): a directory for the
      // run first, every shared system stopped at the end.
      globalSetup: '<rootDir>/e2e/support/shared-systems-setup.cjs',
      globalTeardown: '<rootDir>/e2e/support/shared-systems-teardown.cjs',
    },
  ],
};
