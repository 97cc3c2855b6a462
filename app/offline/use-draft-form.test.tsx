// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextField } from '~/components/ui/field';
import { localDb } from './db';
import { useDraftForm } from './use-draft-form';

// The form pattern with a draft (the bookings, the planner, the applications), tried through a small
// form of the same shape: answers are kept on the phone as they are typed, the account fills what was
// not typed, the contract's messages show under their fields, and one goes away when its answer is
// corrected.

type Values = { firstName: string; email: string; positions: string[] };
const EMPTY: Values = { firstName: '', email: '', positions: [] };
const contract = v.object({
  firstName: v.pipe(v.string(), v.minLength(1, 'First name is required')),
  email: v.pipe(v.string(), v.email('Invalid email address')),
  positions: v.array(v.string()),
});

function ApplicationLike({
  draftKey = 'test-form',
  defaults = {},
}: {
  draftKey?: string;
  defaults?: Partial<Values>;
}) {
  const form = useDraftForm<Values>(draftKey, { ...EMPTY, ...defaults });
  if (!form.ready) return <p role="status">Restoring your answers</p>;
  return (
    <form aria-label="Application" {...form.formProps(() => form.check(contract))}>
      <TextField label="First name" {...form.field('firstName')} />
      <TextField label="Email" {...form.field('email')} />
      <label>
        <input
          type="checkbox"
          checked={form.values.positions.includes('bartender')}
          onChange={(e) => form.update({ positions: e.target.checked ? ['bartender'] : [] })}
        />
        Bartender
      </label>
      <button type="submit">Check</button>
      <button type="button" onClick={form.reset}>
        Start over
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const saved = async (key = 'test-form') => (await localDb.drafts.get(key))?.value;

beforeEach(() => localDb.drafts.clear());
afterEach(cleanup);

describe('a draft-backed form', () => {
  it("waits for the phone's store, then shows the empty form with what the account knows", async () => {
    render(<ApplicationLike defaults={{ email: 'jo@example.com' }} />);
    expect(screen.getByRole('status').textContent).toBe('Restoring your answers');
    await screen.findByRole('form', { name: 'Application' });
    expect(input('First name').value).toBe('');
    expect(input('Email').value).toBe('jo@example.com');
  });

  it('keeps every answer on the phone as it is typed, and brings it back on the next visit', async () => {
    render(<ApplicationLike />);
    await screen.findByRole('form');
    type('First name', 'Jo');
    fireEvent.click(screen.getByLabelText('Bartender'));
    await waitFor(async () => expect(await saved()).toEqual({ firstName: 'Jo', positions: ['bartender'] }));
    cleanup();

    render(<ApplicationLike />);
    await screen.findByRole('form');
    expect(input('First name').value).toBe('Jo');
    expect(input('Bartender').checked).toBe(true);
  });

  it('lets what was typed win over the account, which still fills the rest (signing in half-way)', async () => {
    const { rerender } = render(<ApplicationLike />);
    await screen.findByRole('form');
    type('First name', 'Joanna');
    rerender(<ApplicationLike defaults={{ firstName: 'Jo', email: 'jo@example.com' }} />);
    expect(input('First name').value).toBe('Joanna');
    expect(input('Email').value).toBe('jo@example.com');
  });

  it('keeps each form in its own draft', async () => {
    render(<ApplicationLike draftKey="gig-application" />);
    await screen.findByRole('form');
    type('First name', 'Gig');
    await waitFor(async () => expect(await saved('gig-application')).toEqual({ firstName: 'Gig' }));
    cleanup();
    render(<ApplicationLike draftKey="vendor-application" />);
    await screen.findByRole('form');
    expect(input('First name').value).toBe('');
  });

  it('clears a message when its own answer is corrected, and leaves the others', async () => {
    render(<ApplicationLike />);
    await screen.findByRole('form');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'First name is required',
      'Invalid email address',
    ]);
    type('First name', 'Jo');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Invalid email address']);
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('First name').getAttribute('aria-invalid')).toBe('false');
  });

  it('puts the cursor on the first answer to fix', async () => {
    render(<ApplicationLike defaults={{ firstName: 'Jo' }} />);
    await screen.findByRole('form');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
  });

  it('starts over with an empty form and forgets the draft', async () => {
    render(<ApplicationLike defaults={{ email: 'jo@example.com' }} />);
    await screen.findByRole('form');
    type('First name', 'Jo');
    type('Email', 'other@example.com');
    await waitFor(async () => expect(await saved()).toMatchObject({ email: 'other@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(input('First name').value).toBe('');
    expect(input('Email').value).toBe('jo@example.com');
    await waitFor(async () => expect(await saved()).toBeUndefined());
    cleanup();
    render(<ApplicationLike />);
    await screen.findByRole('form');
    expect(input('First name').value).toBe('');
  });
});
