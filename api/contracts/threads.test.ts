import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  messagesPageSchema,
  openThreadSchema,
  postMessageSchema,
} from './threads';

// Issue 15: a thread per booking and per quote request with one of its vendors.
const ORDER = '3f9a1c07-5d0c-4c0e-9a1e-0d1f2a3b4c5d';
const QUOTE = '8b0f8a52-1111-4c0e-9a1e-0d1f2a3b4c5d';
const VENDOR = 'c2d4e6f8-2222-4c0e-9a1e-0d1f2a3b4c5d';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

describe('opening a thread', () => {
  it("is a booking's, or a quote request's with one of its vendors", () => {
    expect(v.parse(openThreadSchema, { orderId: ORDER })).toEqual({ orderId: ORDER });
    expect(v.parse(openThreadSchema, { quoteRequestId: QUOTE, vendorId: VENDOR })).toEqual({
      quoteRequestId: QUOTE,
      vendorId: VENDOR,
    });
  });

  it('names each id that is not a UUID', () => {
    expect(messages(v.safeParse(openThreadSchema, { orderId: 'order-1' }))).toEqual([
      'Booking id must be a UUID',
    ]);
    expect(messages(v.safeParse(openThreadSchema, { quoteRequestId: QUOTE, vendorId: 'v1' }))).toEqual([
      'Vendor id must be a UUID',
    ]);
    expect(messages(v.safeParse(openThreadSchema, { quoteRequestId: 'q1', vendorId: VENDOR }))).toEqual([
      'Quote request id must be a UUID',
    ]);
  });

  it('says what to give when it is neither', () => {
    expect(messages(v.safeParse(openThreadSchema, { vendorId: VENDOR }))).toEqual([
      'Give a booking (orderId) or a quote request and its vendor (quoteRequestId, vendorId)',
    ]);
  });
});

describe('posting a message', () => {
  const ID = 'a1b2c3d4-3333-4c0e-9a1e-0d1f2a3b4c5d';

  it('keeps the phone-made id and the trimmed words', () => {
    expect(v.parse(postMessageSchema, { id: ID, body: '  See you at six  ' })).toEqual({
      id: ID,
      body: 'See you at six',
    });
  });

  it('needs words, at most 2000 characters of them', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(2000);
    expect(messages(v.safeParse(postMessageSchema, { id: ID, body: '   ' }))).toEqual(['Write a message']);
    expect(messages(v.safeParse(postMessageSchema, { id: ID, body: 5 }))).toEqual(['Write a message']);
    expect(v.safeParse(postMessageSchema, { id: ID, body: 'x'.repeat(2000) }).success).toBe(true);
    expect(messages(v.safeParse(postMessageSchema, { id: ID, body: 'x'.repeat(2001) }))).toEqual([
      'A message is at most 2000 characters',
    ]);
  });

  it('needs a UUID for an id', () => {
    expect(messages(v.safeParse(postMessageSchema, { id: 'm1', body: 'Hi' }))).toEqual([
      'Message id must be a UUID',
    ]);
  });

  it('lets one person send 30 a minute, and reads 50 a page', () => {
    expect(MESSAGES_PER_MINUTE).toBe(30);
    expect(MESSAGES_PAGE_SIZE).toBe(50);
  });
});

describe('a page of messages', () => {
  const cursor = '2026-12-05T18:30:00.000Z|a1b2c3d4-3333-4c0e-9a1e-0d1f2a3b4c5d';

  it('reads older messages by a "<createdAt>|<id>" cursor', () => {
    expect(v.parse(messagesPageSchema, { before: cursor, limit: '20' })).toEqual({
      before: cursor,
      limit: 20,
    });
    expect(v.parse(messagesPageSchema, {})).toEqual({});
  });

  it('refuses another cursor', () => {
    expect(messages(v.safeParse(messagesPageSchema, { before: '2026-12-05' }))).toEqual([
      'before must be "<createdAt>|<id>"',
    ]);
  });

  it('takes 1 to 100 whole messages', () => {
    expect(v.parse(messagesPageSchema, { limit: '1' })).toEqual({ limit: 1 });
    expect(v.parse(messagesPageSchema, { limit: '100' })).toEqual({ limit: 100 });
    expect(messages(v.safeParse(messagesPageSchema, { limit: '0' }))).toEqual(['limit must be 1 to 100']);
    expect(messages(v.safeParse(messagesPageSchema, { limit: '101' }))).toEqual(['limit must be 1 to 100']);
    expect(messages(v.safeParse(messagesPageSchema, { limit: '2.5' }))).toEqual([
      'limit must be a whole number',
    ]);
  });
});
