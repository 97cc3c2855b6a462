import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one text part', () => {
    expect(linkify('See you at 6 pm.')).toEqual([{ kind: 'text', text: 'See you at 6 pm.' }]);
  });

  it('makes http and https addresses links, leaving the prose around them', () => {
    expect(linkify('Menu: https://example.com/menu?day=1&x=2, or http://bbq.test.')).toEqual([
      { kind: 'text', text: 'Menu: ' },
      {
        kind: 'link',
        text: 'https://example.com/menu?day=1&x=2',
        href: 'https://example.com/menu?day=1&x=2',
      },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'http://bbq.test', href: 'http://bbq.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves javascript: and data: addresses as text', () => {
    const body = 'click javascript:alert(1) or data:text/html,<b>x</b> or JAVASCRIPT://%0aalert(1)';
    expect(linkify(body)).toEqual([{ kind: 'text', text: body }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });

  it('keeps a <script> body as the same text, with no link made of it', () => {
    const body = '<script>alert("x")</script>';
    expect(linkify(body)).toEqual([{ kind: 'text', text: body }]);
  });

  it('does not run an address into the quote or tag around it', () => {
    expect(linkify('"https://a.test/x"<script>')).toEqual([
      { kind: 'text', text: '"' },
      { kind: 'link', text: 'https://a.test/x', href: 'https://a.test/x' },
      { kind: 'text', text: '"<script>' },
    ]);
  });
});
