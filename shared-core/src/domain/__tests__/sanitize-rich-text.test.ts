import { expect, it } from 'vitest';
import { sanitizeRichText } from '../sanitize-rich-text.ts';

it('keeps the formatting of an article', () => {
  const html =
    '<h2>Hi</h2><p>A <strong>b</strong> <em>c</em></p><ul><li>d</li></ul>' +
    '<blockquote>e</blockquote><figure><img src="/media/f.jpg" alt="f"><figcaption>g</figcaption></figure>';
  expect(sanitizeRichText(html)).toBe(html);
});

it('drops scripts, styles, handlers and script links', () => {
  const html = sanitizeRichText(
    '<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">c</a><img src="x" onerror="y()">',
  );
  expect(html).toBe('<p>a</p><a>c</a><img>');
});

it('keeps the words of a tag it does not allow', () => {
  expect(sanitizeRichText('<div><span>kept</span> words</div>')).toBe('kept words');
});

it('opens a link that leaves the site in a new tab, and a site link in place', () => {
  expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
  expect(sanitizeRichText('<a href="/browse/events" target="_top">y</a>')).toBe(
    '<a href="/browse/events">y</a>',
  );
});
