import { render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';

/**
 * Every commit React makes as it first draws `ui`: 'mount', then a 'nested-update' for each render it
 * had to do again at once because something set state during the commit (which also runs every
 * pending effect before the first paint; ADR 0005).
 */
export function commitsDrawing(ui: ReactNode): string[] {
  const commits: string[] = [];
  render(
    <Profiler id="drawn" onRender={(_id, phase) => commits.push(phase)}>
      {ui}
    </Profiler>,
  );
  return commits;
}
