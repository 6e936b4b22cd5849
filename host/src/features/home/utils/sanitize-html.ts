// Home-page tabs carry HTML from the app configuration. Only simple formatting and
// safe links survive, so a mistaken or hostile config cannot run script in the page.
const ALLOWED_TAGS = new Set([
  'H2',
  'H3',
  'H4',
  'P',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'B',
  'I',
  'BR',
  'A',
]);

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // Keep the words of an unknown element, drop the element (and all of a script).
        if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') clean(child, into, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.getAttribute('href');
      if (child.tagName === 'A' && href && /^(https?:|#|\/)/i.test(href)) {
        copy.setAttribute('href', href);
        if (/^https?:/i.test(href)) {
          copy.setAttribute('target', '_blank');
          copy.setAttribute('rel', 'noopener noreferrer');
        }
      }
      clean(child, copy, doc);
      into.appendChild(copy);
    }
  }
}

export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  clean(source.body, container, target);
  return container.innerHTML;
}
