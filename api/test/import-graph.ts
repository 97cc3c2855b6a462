import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The project's import graph, read from the source with a few regular expressions (TypeScript 7's
// package has no compiler API to ask). What it reads is what this project writes: `import … from`,
// `export … from` and `import '…'` starting a line, and `import('…')` anywhere.

const STATIC = /^\s*(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** What a source file imports, as written: static (type-only included), re-exported and dynamic. */
export function importSpecifiers(source: string): string[] {
  return [STATIC, BARE, DYNAMIC].flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/** The TypeScript files under a folder (tests left out: they may reach anywhere). */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
    .map((path) => join(folder, path));
}

export type ImportEdge = { from: string; to: string; file: string; specifier: string };

/** What a file imports from the project, each as a path with the specifier that names it (packages left out). */
export function importedPaths(file: string) {
  return importSpecifiers(readFileSync(file, 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({ specifier, path: resolve(dirname(file), specifier) }));
}

/** The imports that cross from one part of the code to another; `partOf` names a file's part (null: not counted). */
export function importEdges(files: readonly string[], partOf: (file: string) => string | null): ImportEdge[] {
  return files.flatMap((file) => {
    const from = partOf(file);
    if (!from) return [];
    return importedPaths(file).flatMap(({ specifier, path }) => {
      const to = partOf(path);
      return to && to !== from ? [{ from, to, file, specifier }] : [];
    });
  });
}

/**
 * The circles a depth-first walk of a directed graph meets, each as the path that walks it
 * ("a → b → a" is ['a', 'b', 'a']) from its first node in sorted order. The walk meets at least one
 * circle among any nodes that reach each other, so none found means the graph has none.
 */
export function findCycles(edges: readonly Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const cycles = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = path.slice(at);
      const first = loop.indexOf([...loop].sort()[0] ?? node);
      const walk = [...loop.slice(first), ...loop.slice(0, first)];
      cycles.set(walk.join('>'), [...walk, walk[0] ?? node]);
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const to of [...(next.get(node) ?? [])].sort()) visit(to);
    path.pop();
    done.add(node);
  };
  for (const node of [...next.keys()].sort()) visit(node);
  return [...cycles.values()];
}

/** A circle in words, each step with the file and import that make it: "payouts → jobs (payouts/payouts.routes.ts: '../jobs/jobs.service')". */
export function describeCycle(cycle: readonly string[], edges: readonly ImportEdge[], root: string): string {
  const steps = cycle.slice(1).map((to, i) => {
    const from = cycle[i];
    const edge = edges.find((e) => e.from === from && e.to === to);
    return `  ${from} → ${to} (${edge ? `${relative(root, edge.file)}: '${edge.specifier}'` : '?'})`;
  });
  return [cycle.join(' → '), ...steps].join('\n');
}
