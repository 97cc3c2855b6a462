// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { commitsDrawing } from './commits.test-support';
import { Tabs } from './tabs';

afterEach(cleanup);

function Board({ start = 'one' }: { start?: string }) {
  const [shown, setShown] = useState(start);
  return (
    <Tabs.Root value={shown} onValueChange={setShown}>
      <Tabs.List aria-label="Board">
        <Tabs.Trigger value="one">One</Tabs.Trigger>
        <Tabs.Trigger value="two">Two</Tabs.Trigger>
        <Tabs.Trigger value="three">Three</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="one">First panel</Tabs.Content>
      <Tabs.Content value="two">Second panel</Tabs.Content>
      <Tabs.Content value="three">Third panel</Tabs.Content>
    </Tabs.Root>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs', () => {
  it('draw one panel, named by its tab, with the chosen tab the one stop for Tab', () => {
    render(<Board start="two" />);
    expect(screen.getByRole('tablist', { name: 'Board' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Second panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Two').id);
    expect(tab('Two').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.tabIndex).toBe(0);
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(tab('One').getAttribute('aria-selected')).toBe('false');
    expect([tab('One'), tab('Two'), tab('Three')].map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.queryByText('First panel')).toBeNull();
  });

  it('switch on a tap', () => {
    render(<Board />);
    fireEvent.click(tab('Three'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');
    expect(tab('Three').getAttribute('data-state')).toBe('active');
    expect(tab('One').getAttribute('data-state')).toBe('inactive');
  });

  it('move and choose with the arrow keys, wrapping, and Home and End', () => {
    render(<Board />);
    act(() => tab('One').focus());
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    press('End');
    expect(document.activeElement).toBe(tab('Three'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('One'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Three'));
    press('Home');
    expect(document.activeElement).toBe(tab('One'));
    expect(screen.getByRole('tabpanel').textContent).toBe('First panel');
    press('a');
    expect(document.activeElement).toBe(tab('One'));
  });

  it('keep their own choice when the screen does not (defaultValue)', () => {
    render(
      <Tabs.Root defaultValue="b">
        <Tabs.List aria-label="Own">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="a">Panel A</Tabs.Content>
        <Tabs.Content value="b">Panel B</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    fireEvent.click(tab('A'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel A');
  });

  it('commit once: nothing they draw sets state as the screen is first committed', () => {
    // Radix's tabs did (a layout effect and a ref setting state): React then rendered again at once and
    // ran every pending effect before the first paint.
    expect(commitsDrawing(<Board />)).toEqual(['mount']);
  });
});
