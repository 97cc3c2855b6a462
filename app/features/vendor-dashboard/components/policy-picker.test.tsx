// @vitest-environment happy-dom
import type { CancellationPolicyName } from '@contracts/enums';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyPicker } from './policy-picker';

// Issue 30: the vendor chooses a cancellation policy from a labelled group of radios, each with its rule.

function Picker() {
  const [value, setValue] = useState<CancellationPolicyName>('standard');
  return <PolicyPicker value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('PolicyPicker', () => {
  it('is a group of three radios, each named for its policy and carrying its rule, standard first chosen', () => {
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Cancellation policy' });
    const radios = [...group.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['flexible', false],
      ['standard', true],
      ['strict', false],
    ]);
    expect(group.textContent).toContain(
      'Full refund less the 3% processing fee until 24 hours before the booking starts; no refund after.',
    );
    expect(group.textContent).toContain('Half back until 14 days before the event; no refund after.');
  });

  it('chooses strict', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: /Strict/ }));
    expect((screen.getByRole('radio', { name: /Strict/ }) as HTMLInputElement).checked).toBe(true);
  });
});
