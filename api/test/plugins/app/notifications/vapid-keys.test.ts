// The VAPID keys: from the environment, else made once and kept in the data folder (the
// same keys on the next start), in production too (as the media links' secret).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/config.ts';
import {
  generateVapidKeys,
  readVapidKeys,
} from '../../../../src/plugins/app/notifications/vapid-keys.ts';

describe('VAPID keys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'canopy-vapid-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are kept beside the embedded database', () => {
    expect(readConfig({ PGLITE_DATA_DIR: '/srv/canopy/pglite' }).vapidKeysFile).toBe(
      '/srv/canopy/vapid-keys.json',
    );
  });

  it('are made once into the data folder and read back on the next start', async () => {
    const file = join(dir, 'vapid-keys.json');
    const first = readVapidKeys({}, file);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect(readVapidKeys({}, file)).toEqual(first);
  });

  it('come from the environment when set, with their subject in production', async () => {
    const keys = generateVapidKeys('mailto:ops@example.org');
    const env = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: keys.subject,
    };
    const file = join(dir, 'never.json');
    expect(readVapidKeys(env, file)).toEqual(keys);
    expect(readVapidKeys({ ...env, NODE_ENV: 'production' }, file)).toEqual(keys);
    expect(() =>
      readVapidKeys({ ...env, VAPID_SUBJECT: '', NODE_ENV: 'production' }, file),
    ).toThrow(/VAPID_SUBJECT must be set/);
    // Unset in production, they are made once into the data folder, as without production.
    const made = readVapidKeys({ NODE_ENV: 'production' }, file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(made);
    expect(() => readVapidKeys({ VAPID_PUBLIC_KEY: keys.publicKey }, file)).toThrow(/set together/);
    expect(() => readVapidKeys({ ...env, VAPID_SUBJECT: 'ops@example.org' }, file)).toThrow(
      /mailto: or https:/,
    );
  });
});
