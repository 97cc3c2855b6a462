// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteForm } from './quote-form';

// The quote form knows a signed-in customer: their name, e-mail and phone are there to send as they
// are, and whatever they type instead wins.

afterEach(cleanup);

const account = { firstName: 'June', lastName: 'Carter', email: 'june@example.com', phone: '(580) 555-0199' };

function drawForm(props: Partial<Parameters<typeof QuoteForm>[0]> = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuoteForm userId={null} onSubmitted={() => {}} {...props} />
    </QueryClientProvider>,
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the quote form for a signed-in customer', () => {
  it("starts with the account's name, e-mail and phone, and keeps what the person types over them", () => {
    drawForm({ userId: 'u1', account, initialGuests: '26' });
    expect([value('First name'), value('Last name'), value('Email'), value('Phone')]).toEqual([
      'June',
      'Carter',
      'june@example.com',
      '(580) 555-0199',
    ]);
    expect(value('Guest count')).toBe('26');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'june.work@example.com' } });
    expect(value('Email')).toBe('june.work@example.com');
    expect(value('First name')).toBe('June');
  });

  it('leaves out what the account does not know, and is empty for a visitor', () => {
    drawForm({ userId: 'u1', account: { ...account, phone: null, lastName: null } });
    expect([value('First name'), value('Last name'), value('Phone')]).toEqual(['June', '', '']);
    cleanup();
    drawForm();
    expect([value('First name'), value('Last name'), value('Email'), value('Phone')]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});
