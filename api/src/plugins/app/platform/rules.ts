// Platform rules: what an operator may put in the app configuration every member loads.
// Pure; the routes call these.

/**
 * Keys whose string values are links or image addresses, wherever they sit in the
 * configuration (`linkto`, `desktopNavLogoUrl`, `webFaviconUrl`, `ctaLink`, `href`, …):
 * operators may add keys of their own, and a link under a new name is still a link.
 */
const LINK_KEY = /(?:url|link|linkto|href|src)$/i;

// Browsers drop tabs and line breaks anywhere in a URL and skip leading control
// characters, so "/\t/evil.example" is "//evil.example": none are let in.
const hasControlCharacter = (value: string): boolean =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Whether `value` may be used as a link in the app configuration: an absolute http(s) URL,
 * or a path of this app, starting with a single `/` (or `#/`, a hash route). Everything
 * else (`javascript:`, `data:`, `//other.host`, `/\other.host`, which browsers read as
 * another host) is refused.
 */
export function isAllowedConfigLink(value: string): boolean {
  if (value === '' || hasControlCharacter(value) || value.trim() !== value) return false;
  if (value.startsWith('#/')) return true;
  if (value.startsWith('/')) return !['/', '\\'].includes(value[1] ?? '');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

/**
 * The first link in `config` that is not allowed, as a message naming its field
 * (`body/web_main_navigation/items/2/linkto is not …`), or undefined when all are.
 */
export function configLinkProblem(config: unknown, path = 'body'): string | undefined {
  if (Array.isArray(config)) {
    for (const [index, entry] of config.entries()) {
      const problem = configLinkProblem(entry, `${path}/${index}`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (config === null || typeof config !== 'object') return undefined;
  for (const [key, value] of Object.entries(config)) {
    const field = `${path}/${key}`;
    // An empty value is no link at all.
    const link = typeof value === 'string' && value !== '' && LINK_KEY.test(key);
    if (link && !isAllowedConfigLink(value)) {
      return `${field} must be an http(s) URL or a path of this app starting with / or #/.`;
    }
    const problem = configLinkProblem(value, field);
    if (problem) return problem;
  }
  return undefined;
}
