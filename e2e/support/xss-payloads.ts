// Stored-XSS payloads: each, if it ever ran, would set `window.__xss` to its own number (or
// open a dialog), so the test can name the one that got through. Every payload fits in 60
// characters, the shortest member-writable text field (a first or last name).
const TEMPLATES = [
  // Classic script tags.
  '<script>window.__xss=N</script>',
  '<SCRIPT>window.__xss=N</SCRIPT>',
  '<script src=data:,window.__xss=N></script>',
  '<script>alert(N)</script>',
  '</textarea><script>window.__xss=N</script>',
  '</title><script>window.__xss=N</script>',
  '<scr<script>ipt>window.__xss=N</scr</script>ipt>',
  // Event handlers on elements.
  '<img src=x onerror=window.__xss=N>',
  '<img src=x onerror="window.__xss=N">',
  '<IMG SRC=x OnErRoR=window.__xss=N>',
  '<img/src=x/onerror=window.__xss=N>',
  '<svg onload=window.__xss=N>',
  '<svg/onload=window.__xss=N>',
  '<svg><script>window.__xss=N</script></svg>',
  '<body onload=window.__xss=N>',
  '<details open ontoggle=window.__xss=N>',
  '<video><source onerror=window.__xss=N>',
  '<audio src=x onerror=window.__xss=N>',
  '<input autofocus onfocus=window.__xss=N>',
  '<marquee onstart=window.__xss=N>',
  '<iframe srcdoc="<script>parent.__xss=N</script>">',
  '<object data="javascript:window.__xss=N">',
  '<embed src="javascript:window.__xss=N">',
  '<math><mtext><img src=x onerror=window.__xss=N>',
  '<style onload=window.__xss=N></style>',
  // javascript: and data: URLs.
  'javascript:window.__xss=N',
  'JaVaScRiPt:window.__xss=N',
  ' javascript:window.__xss=N',
  '<a href="javascript:window.__xss=N">x</a>',
  '<a href=javascript&colon;window.__xss=N>x</a>',
  '<iframe src="javascript:window.__xss=N">',
  '<form action="javascript:window.__xss=N"><button>x',
  'data:text/html,<script>window.__xss=N</script>',
  // Breaking out of attributes and quotes.
  '"><img src=x onerror=window.__xss=N>',
  "'><svg onload=window.__xss=N>",
  '" onmouseover="window.__xss=N" x="',
  "' onfocus='window.__xss=N' autofocus '",
  '`><img src=x onerror=window.__xss=N>',
  '</a><img src=x onerror=window.__xss=N>',
  '--><img src=x onerror=window.__xss=N>',
  ']]><img src=x onerror=window.__xss=N>',
  // Templates and markdown-ish text.
  "{{constructor.constructor('window.__xss=N')()}}",
  '${window.__xss=N}',
  '#{window.__xss=N}',
  '<%= window.__xss=N %>',
  '[x](javascript:window.__xss=N)',
  '![x](x" onerror="window.__xss=N)',
  '<https://x" onmouseover="window.__xss=N>',
  '`<img src=x onerror=window.__xss=N>`',
  // Entities and unicode tricks.
  '&lt;img src=x onerror=window.__xss=N&gt;',
  '<img src=x onerror=&#119;indow.__xss=N>',
  '\uFF1Cscript\uFF1Ewindow.__xss=N\uFF1C/script\uFF1E',
  '<scr\u200Bipt>window.__xss=N</scr\u200Bipt>',
  '\u202E<img src=x onerror=window.__xss=N>',
  '\u00BCscript\u00BEwindow.__xss=N\u00BC/script\u00BE',
  '<img src=x onerror=\\u0077indow.__xss=N>',
  '\uD83D\uDE00<svg onload=window.__xss=N>\uD83D\uDE00',
];

/** Every payload, numbered from 1. */
export const XSS_PAYLOADS: readonly string[] = TEMPLATES.map((template, index) =>
  template.replaceAll('N', String(index + 1)),
);

/**
 * The payloads packed into as few texts as fit in `maxLength` (one record each), separated by
 * a space, so a short field takes every payload over a handful of records.
 */
export function packPayloads(maxLength: number, payloads = XSS_PAYLOADS): string[] {
  const texts: string[] = [];
  let current = '';
  for (const payload of payloads) {
    const next = current ? `${current} ${payload}` : payload;
    if (next.length <= maxLength) current = next;
    else {
      texts.push(current);
      current = payload;
    }
  }
  if (current) texts.push(current);
  return texts;
}
