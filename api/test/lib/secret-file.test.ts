import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from '../../src/lib/secret-file.ts';

describe('a secret kept in a file', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('is made once, readable by its owner only, and the same on every later read', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'canopy-secret-'));
    const file = path.join(folder, 'data', 'media-url.secret');
    const secret = readOrCreateSecret(file);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(file)).toBe(secret);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
  });
});
