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
