import { expect, it } from 'vitest';
import { sanitizeHtml } from '../sanitize-html.ts';

it('keeps simple formatting', () => {
  expect(sanitizeHtml('<h2>Hi</h2><p>A <strong>b</strong></p>')).toBe(
    '<h2>Hi</h2><p>A <strong>b</strong></p>',
  );
});

it('drops scripts, handlers and javascript links', () => {
  const html = sanitizeHtml(
    '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">c</a><img src=x onerror=y>',
  );
  expect(html).toBe('<p>a</p><a>c</a>');
});

it('opens external links in a new tab', () => {
  expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
});
