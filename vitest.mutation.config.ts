import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker mutates API code only, so it runs the API's tests only (the app's happy-dom tests never
// reach it), less four (all still run in `npm run test:unit`):
// - faults and accept-race drive the server in child processes, where no mutant is ever active;
// - fuzz (90 s, every endpoint as every role) would rerun for every mutant of a route it touches;
// - scripted-month is one story in steps: Stryker runs only the steps that reach a mutant, and a
//   step run alone fails on any code, which would count as killing the mutant.
//
// MUTATION_TESTS (comma-separated globs) narrows the run to a group's own tests, e.g.
// 'api/contracts/**/*.test.ts'. Every test it keeps is in the whole suite, so the score it gives is
// a lower bound of the whole suite's, reached in a fraction of the time (docs/mutation-testing.md).
const narrowed = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Each mutant reruns the tests that reach it, most of which sign people up: scrypt at N=2^10
    // (4 ms instead of 60 ms a hash here) takes about a third off a run and tests the same code.
    env: { ...base.test?.env, PASSWORD_HASH_COST: '10' },
    include: narrowed?.length ? narrowed : ['api/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      'api/faults.test.ts',
      'api/modules/jobs/accept-race.test.ts',
      'api/fuzz.test.ts',
      'api/ledger/scripted-month.test.ts',
    ],
  },
});
