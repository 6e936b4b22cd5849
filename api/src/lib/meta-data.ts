import { HttpError } from './errors.ts';

function badMetaData(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', `body/metaData ${message}`);
}

/**
 * Album metaData arrives as an object or as JSON text of one (the web client stringifies its
 * cart). Blank text means "no metaData". Anything else — text that is not JSON, JSON that is
 * not an object, more than `maxBytes` of it — is a 400 naming the field.
 */
export function parseMetaData(
  value: string | object | undefined,
  maxBytes: number,
): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badMetaData('is not valid JSON text');
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badMetaData('must be a JSON object');
  }
  const json = JSON.stringify(parsed);
  if (Buffer.byteLength(json, 'utf8') > maxBytes) {
    throw badMetaData(`must not be larger than ${maxBytes / 1024} KiB`);
  }
  // PostgreSQL's jsonb cannot hold a NUL character.
  if (json.includes('\\u0000')) throw badMetaData('must not contain NUL characters');
  return parsed as Record<string, unknown>;
}
