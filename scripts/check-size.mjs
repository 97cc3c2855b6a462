// `npm run test:size`: fails when the entry JavaScript outgrows its budget, so a regression that
// would slow every first visit on a rural phone cannot land unnoticed. Needs a build in dist/.
import { kb, measureBuild } from './bundle-size.mjs';

// Everything the app loads before it starts (bundle-size.mjs), held to issue 7's 120 KB.
const BUDGET = { entryJs: 120 * 1024, entryCss: 12 * 1024 };
const size = measureBuild(process.argv[2] ?? 'dist');
const lines = [
  [`startup JS (${size.entryJs.files} files)`, size.entryJs.gzip, BUDGET.entryJs],
  ['entry CSS', size.entryCss?.gzip ?? 0, BUDGET.entryCss],
];
let over = false;
for (const [name, actual, budget] of lines) {
  const ok = actual <= budget;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${kb(actual)} gzipped (budget ${kb(budget)})`);
}
console.log(`     precache: ${size.precache.files} files, ${kb(size.precache.gzip)} gzipped`);
if (over) {
  console.error('Size budget exceeded: lazy-load the new weight (a route, a dialog, a library) instead.');
  process.exit(1);
}
