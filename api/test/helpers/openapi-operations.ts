// Every operation of the API's OpenAPI document, for tests that walk all routes.
import { readFile } from 'node:fs/promises';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
const METHODS: readonly string[] = ['get', 'post', 'put', 'delete', 'patch'];

/** The operations of api/openapi.json as [method, path, operation], in document order. */
export async function openApiOperations<Operation>(): Promise<[Method, string, Operation][]> {
  const document = JSON.parse(
    await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'),
  ) as { paths: Record<string, Partial<Record<Method, Operation>>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    (Object.entries(operations) as [Method, Operation][])
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [Method, string, Operation] => [method, path, operation]),
  );
}

/** Properties that name an album in a response: an album itself, or one it is about. */
const ALBUM_PROPERTIES = ['albumId', 'album', 'eventId'];

/** Whether an operation's 200 answer can carry an album (or what one is about) anywhere. */
export function answersWithAlbums(operation: { responses?: Record<string, unknown> }): boolean {
  const seen = new Set<unknown>();
  const walk = (schema: unknown): boolean => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
    seen.add(schema);
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    if (properties && ALBUM_PROPERTIES.some((name) => name in properties)) return true;
    return Object.values(schema).some(walk);
  };
  return walk(operation.responses?.['200']);
}
