// The server's VAPID keys (RFC 8292), which push services check a push was sent by us:
// VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT from the environment (the same on
// every API instance), or, for the embedded default, made once and kept in a file in the
// data folder. A browser's subscription is bound to the public key, so a key that changed
// would silence every device: set them in production (the server warns when they are not).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services may contact about our pushes. */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:push@canopy.invalid';

/** Keys made now (tests, or the first start of the embedded default). */
export function generateVapidKeys(subject = DEFAULT_SUBJECT): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

function checked(keys: VapidKeys): VapidKeys {
  if (!/^(mailto:|https:\/\/)/.test(keys.subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${keys.subject}"`);
  }
  // web-push checks the key lengths and throws a clear message when they are wrong.
  webpush.setVapidDetails(keys.subject, keys.publicKey, keys.privateKey);
  return keys;
}

function readOrCreateFile(file: string): VapidKeys {
  try {
    return checked(JSON.parse(readFileSync(file, 'utf8')) as VapidKeys);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateVapidKeys();
  mkdirSync(dirname(file), { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes and the other reads its keys.
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return checked(JSON.parse(readFileSync(file, 'utf8')) as VapidKeys);
  }
}

/**
 * The keys from `env`, else those kept in `file` (made on the first start), as the media
 * links' secret is: the server warns then, since keys made on one instance's disk differ
 * between instances and go with the disk. In production, keys that are set need their
 * VAPID_SUBJECT: push services use it to reach the operator.
 */
export function readVapidKeys(env: NodeJS.ProcessEnv, file: string): VapidKeys {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  const subject = env.VAPID_SUBJECT?.trim() || undefined;
  const production = env.NODE_ENV?.trim() === 'production';
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  if (publicKey && privateKey) {
    if (production && !subject) {
      throw new Error(
        'VAPID_SUBJECT must be set with the VAPID keys when NODE_ENV=production ' +
          '(a mailto: or https: address push services may contact).',
      );
    }
    return checked({ publicKey, privateKey, subject: subject ?? DEFAULT_SUBJECT });
  }
  return readOrCreateFile(file);
}
