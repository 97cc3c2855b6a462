// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

afterEach(cleanup);

it('draws a message as text, with only its http(s) addresses as safe links', () => {
  const body =
    '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3) https://example.com/a?b=1&c=2.';
  const { container } = render(
    <p>
      <LinkedText text={body} />
    </p>,
  );
  expect(container.textContent).toBe(body);
  expect(container.querySelector('script, img')).toBeNull();
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/a?b=1&c=2']);
  expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
  expect(links[0]?.getAttribute('target')).toBe('_blank');
});
