// @vitest-environment happy-dom
import type { OutgoingMailView, OutgoingTextView } from '@contracts/admin';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutgoingMail } from './outgoing-mail';
import { OutgoingTexts } from './outgoing-texts';

// Outgoing mail and Outgoing texts: one list, each with its own heading and body.
afterEach(cleanup);

const sent = {
  status: 'sent' as const,
  sentAt: '2026-11-23T12:01:00.000Z',
  lastError: null,
  createdAt: '2026-11-23T12:00:00.000Z',
};

describe('outgoing messages in the admin console', () => {
  it('shows a text by its words, where it went and whether it went', () => {
    const texts: OutgoingTextView[] = [
      { id: 't1', to: '+15805550101', body: 'Broken Bow Events: your booking is tomorrow.', ...sent },
      {
        ...sent,
        id: 't2',
        to: '+15005550001',
        body: 'Broken Bow Events: a new job.',
        status: 'failed',
        sentAt: null,
        lastError: "The 'To' number is not a valid phone number. (Twilio error 21211)",
      },
    ];
    render(<OutgoingTexts texts={texts} />);
    const cards = within(screen.getByRole('list', { name: 'Outgoing texts' })).getAllByTestId(
      'outgoing-text',
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Broken Bow Events: your booking is tomorrow.');
    expect(cards[0]?.textContent).toContain('+15805550101');
    expect(cards[0]?.textContent).toContain('Sent');
    expect(cards[1]?.textContent).toContain('Not delivered');
    expect(cards[1]?.textContent).toContain('Twilio error 21211');
  });

  it('shows an e-mail by its subject, its text behind a toggle', () => {
    const mail: OutgoingMailView[] = [
      { id: 'm1', to: 'casey@example.com', subject: 'Your booking', text: 'See you Saturday.', ...sent },
    ];
    render(<OutgoingMail messages={mail} />);
    const card = within(screen.getByRole('list', { name: 'Outgoing mail' })).getByTestId('outgoing-mail');
    expect(within(card).getByRole('heading')?.textContent).toContain('Your booking');
    expect(within(card).getByText('Show message').tagName).toBe('SUMMARY');
    expect(card?.textContent).toContain('casey@example.com');
  });
});
