// The app configuration's link rule (issue 38), applied by the console's editor before it
// publishes; the API's copy (api/src/plugins/app/platform/rules.ts) is the one that
// decides, and api/test/contracts/front-end-twins.test.ts keeps the two equal.

/** Keys whose string values are links or image addresses, wherever they sit. */
const LINK_KEY = /(?:url|link|linkto|href|src)$/i;

const hasControlCharacter = (value: string): boolean =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Whether `value` may be used as a link in the app configuration: an absolute http(s) URL,
 * or a path of this app starting with a single `/` (or `#/`, a hash route).
 */
export function isAllowedConfigLink(value: string): boolean {
  if (value === '' || hasControlCharacter(value) || value.trim() !== value) return false;
  if (value.startsWith('#/')) return true;
  if (value.startsWith('/')) return !['/', '\\'].includes(value[1] ?? '');
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

/** The first link in `config` that is not allowed, as a message naming its field. */
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
    const link = typeof value === 'string' && value !== '' && LINK_KEY.test(key);
    if (link && !isAllowedConfigLink(value)) {
      return `${field} must be an http(s) URL or a path of this app starting with / or #/.`;
    }
    const problem = configLinkProblem(value, field);
    if (problem) return problem;
  }
  return undefined;
}
