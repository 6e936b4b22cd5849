// The per-request rules of SPEC §7 as pure functions, so each is testable alone.

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
}

const NO_JSON_CONTENT_TYPE = ['/assets', '/edy/stt', '/upload/profile-image'];
const NO_LOCATION = [...NO_JSON_CONTENT_TYPE, '/json'];

/** Uploads and speech-to-text send their own (multipart) content type. */
export function wantsJsonContentType(url: string): boolean {
  const path = pathOf(url);
  return !NO_JSON_CONTENT_TYPE.some((suffix) => path.endsWith(suffix));
}

export function wantsLocation(url: string, latitude: number, longitude: number): boolean {
  if (latitude === 0 || longitude === 0) return false;
  const path = pathOf(url);
  return !NO_LOCATION.some((suffix) => path.endsWith(suffix));
}

/** The bearer token never goes to the provider's storage bucket host. */
export function wantsBearer(url: string, storageBucketHost: string | null): boolean {
  if (!storageBucketHost) return true;
  try {
    return new URL(url).host !== storageBucketHost;
  } catch {
    return true;
  }
}

// An optional share prefix, then the subdomain (a trailing 2 is allowed), then a dot.
const SUBDOMAIN_PATTERN = /^(?:share[.-]?)?([a-z0-9-]+?)2?\./i;

/** The Application-Key for the page's hostname, if its subdomain is in the table. */
export function applicationKeyFor(
  hostname: string,
  table: Record<string, { defaultAppKey: string }>,
): string | null {
  const match = SUBDOMAIN_PATTERN.exec(hostname);
  const subdomain = match?.[1]?.toLowerCase();
  if (!subdomain || !Object.hasOwn(table, subdomain)) return null;
  return table[subdomain]?.defaultAppKey ?? null;
}

/** Adds latitude and longitude to a body that is an object or a JSON string. */
export function withLocationInBody(body: unknown, latitude: number, longitude: number): unknown {
  if (typeof body === 'string') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return JSON.stringify({ ...parsed, latitude, longitude });
      }
    } catch {
      // Not JSON: leave the body exactly as the caller sent it.
    }
    return body;
  }
  if (body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof FormData)) {
    return { ...body, latitude, longitude };
  }
  return body;
}

/** SPEC §7: the client message for client-side errors, else status and message. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'response' in error) {
    const httpError = error as { response: { status: number; statusText: string }; data?: unknown };
    const data = httpError.data as { message?: unknown } | string | undefined;
    const message =
      (typeof data === 'object' && data && typeof data.message === 'string' && data.message) ||
      (typeof data === 'string' && data) ||
      httpError.response.statusText;
    return `Error Code: ${httpError.response.status} Message: ${message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
