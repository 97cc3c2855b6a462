import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeCycle,
  findCycles,
  type ImportEdge,
  importEdges,
  importedPaths,
  importSpecifiers,
  sourceFiles,
} from './test/import-graph';

// docs/decisions/0008-server-boundaries.md: the server's modules never import each other in a circle,
// and the layers under them, which any module may use, never import a module. (That a feature of the
// app never imports another is biome's noRestrictedImports, dynamic imports included.)

const ROOT = resolve(import.meta.dirname, '..');
const API = resolve(ROOT, 'api');
const TEST = resolve(API, 'test');

const parts = (file: string) => relative(API, file).split('/');

// Test support (the harness and the test kits beside the modules) builds the whole app to test it.
const isTestSupport = (file: string) =>
  file.startsWith(TEST) || importedPaths(file).some(({ path }) => path.startsWith(TEST));
const serverFiles = sourceFiles(API).filter((file) => !isTestSupport(file));

/** The module a file is part of: api/modules/<name>/… */
const moduleOf = (file: string) => {
  const [top, name, ...rest] = parts(file);
  return top === 'modules' && name && rest.length > 0 ? name : null;
};

/** What every module may use; it never imports a module back. */
const LAYERS = ['lib', 'contracts', 'db', 'payments', 'notifications', 'mail', 'push', 'sms', 'ledger'];
/** What puts the modules together is no layer: the app and the process, and the demo data. */
const composes = (file: string) => /^db\/seed[^/]*\.ts$/.test(relative(API, file));
const layerOrModule = (file: string) => {
  const module = moduleOf(file);
  if (module) return `modules/${module}`;
  const [top, ...rest] = parts(file);
  return top && rest.length > 0 && LAYERS.includes(top) && !composes(file) ? top : null;
};

const report = (cycles: string[][], edges: ImportEdge[]) =>
  cycles.map((cycle) => describeCycle(cycle, edges, ROOT)).join('\n\n');
const listed = (edges: ImportEdge[]) =>
  edges.map((e) => `  ${e.from} → ${e.to} (${relative(ROOT, e.file)}: '${e.specifier}')`).join('\n');

describe('server boundaries', () => {
  it('no module imports its way back to itself', () => {
    const edges = importEdges(serverFiles, moduleOf);
    expect(edges.length).toBeGreaterThan(20);
    const cycles = findCycles(edges);
    expect(cycles, `Modules in a circle:\n${report(cycles, edges)}`).toEqual([]);
  });

  it('the layers under the modules never import a module', () => {
    const upward = importEdges(serverFiles, layerOrModule).filter(
      (e) => !e.from.startsWith('modules/') && e.to.startsWith('modules/'),
    );
    expect(upward, `A layer imports a module:\n${listed(upward)}`).toEqual([]);
  });
});

describe('the import graph', () => {
  it('reads static, type-only, re-exported and dynamic imports, over several lines, and not comments', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      '  d,',
      "} from './cd';",
      "export { e } from './e';",
      "import './side-effect';",
      "const f = await import('./f');",
      " * the comment says import g from './g'",
      "const text = 'from here';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../b', './a', './cd', './e', './f', './side-effect']);
  });

  it('finds the circle in a tiny graph, with its path, and none in a graph without one', () => {
    const edges = [
      { from: 'payouts', to: 'jobs' },
      { from: 'jobs', to: 'checkout' },
      { from: 'checkout', to: 'payouts' },
      { from: 'admin', to: 'payouts' },
      { from: 'checkout', to: 'cart' },
    ];
    expect(findCycles(edges)).toEqual([['checkout', 'payouts', 'jobs', 'checkout']]);
    expect(findCycles(edges.filter((e) => e.from !== 'checkout' || e.to !== 'payouts'))).toEqual([]);
    expect(
      findCycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
        { from: 'c', to: 'd' },
        { from: 'd', to: 'c' },
      ]),
    ).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'c'],
    ]);
  });
});
