// Mutation testing of the API's money, rules and contracts (docs/mutation-testing.md). Not part of
// `npm test`: a full run takes hours on a 2-core machine; run it with `npm run test:mutation`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'api/contracts/**/*.ts',
    'api/ledger/**/*.ts',
    'api/modules/{checkout,orders,payouts,offers,reviews,auth}/**/*.ts',
    '!**/*.test.ts',
    '!**/*-test-kit.ts',
    '!**/test-world.ts',
  ],
  // Stryker reads the tsconfig with TypeScript's JS API to rewrite paths outside the sandbox, and
  // TypeScript 7 has none. Ours has no such paths, so it is pointed at no file and left alone.
  tsconfigFile: 'tsconfig.stryker-unused.json',
  coverageAnalysis: 'perTest',
  // A static mutant (a valibot schema or a table built when its module loads) reruns every test
  // file that imports the module: about 10 minutes each here, for contracts nearly the whole suite.
  ignoreStatic: true,
  concurrency: 2,
  // The machine is shared: a slow test is not an endless loop, and the first run of every API test
  // file, one at a time, takes 20 minutes or more.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 60,
  // `live` (scripts/stryker-live-reporter.mjs) appends each result to $MUTATION_LIVE as it comes.
  plugins: ['@stryker-mutator/*', './scripts/stryker-live-reporter.mjs'],
  reporters: ['clear-text', 'progress', 'html', 'live'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
};
