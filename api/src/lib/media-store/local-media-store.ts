import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertMediaKey, type MediaStore } from './media-store.ts';

// The content type travels beside the bytes, as an object store keeps it with the object.
const TYPE_SUFFIX = '.content-type';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Media in a folder on this machine (the default: nothing to set up). */
export function localMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return join(root, ...key.split('/'));
  };
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const writeAtomically = async (path: string, data: Buffer | string) => {
    const temporary = `${path}.${randomUUID()}.partial`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  };
  return {
    description: `folder ${root}`,
    async put(key, object) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomically(`${path}${TYPE_SUFFIX}`, object.contentType);
      await writeAtomically(path, object.body);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}${TYPE_SUFFIX}`, 'utf8'),
        ]);
        return { body, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(
        keys.flatMap((key) => {
          const path = pathOf(key);
          return [rm(path, { force: true }), rm(`${path}${TYPE_SUFFIX}`, { force: true })];
        }),
      );
    },
  };
}
