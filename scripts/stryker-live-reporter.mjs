import { appendFileSync } from 'node:fs';
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

// Stryker writes its reports only when a run ends, so a run stopped after an hour keeps nothing. With
// MUTATION_LIVE=<file>, every mutant's result is appended to that file as one JSON line the moment it
// is known: survivors can be worked on while the run goes on, and a stopped run keeps what it measured.
class LiveReporter {
  onMutantTested(result) {
    const file = process.env.MUTATION_LIVE;
    if (!file) return;
    const { id, fileName, location, status, mutatorName, replacement } = result;
    const line = {
      id,
      file: fileName,
      line: location.start.line,
      col: location.start.column,
      status,
      mutatorName,
      replacement,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'live', LiveReporter)];
