import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('server configuration', () => {
  it('seeds no demo members unless SEED=demo, and never with NODE_ENV=production', () => {
    // The API's own default (node src/server.ts, the docker image): nothing seeded.
    expect(readConfig({}).seed).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).seed).toBe(false);
    for (const off of ['0', 'false', 'off', 'none', ' '])
      expect(readConfig({ SEED: off }).seed).toBe(false);
    // The local demo (pnpm start) asks for it by name.
    expect(readConfig({ SEED: 'demo' }).seed).toBe(true);
    expect(readConfig({ SEED: 'demo', NODE_ENV: 'development' }).seed).toBe(true);
    // Published passwords in production: the API refuses to start.
    expect(() => readConfig({ SEED: 'demo', NODE_ENV: 'production' })).toThrow(
      /SEED=demo is refused with NODE_ENV=production.*create-operator/,
    );
    // An old "on" is not silently taken for either meaning.
    expect(() => readConfig({ SEED: '1' })).toThrow(/SEED must be "demo"/);
    expect(() => readConfig({ SEED: 'true' })).toThrow(/SEED must be "demo"/);
  });

  it('lets link previews read only public addresses unless a test stack names its own', () => {
    expect(readConfig({}).linkPreviewTestAddresses).toEqual([]);
    expect(
      readConfig({ LINK_PREVIEW_TEST_ADDRESSES: ' 127.0.0.1, ::1 ' }).linkPreviewTestAddresses,
    ).toEqual(['127.0.0.1', '::1']);
    expect(() => readConfig({ LINK_PREVIEW_TEST_ADDRESSES: 'localhost' })).toThrow(
      /must list IP addresses, got "localhost"/,
    );
    expect(() =>
      readConfig({ LINK_PREVIEW_TEST_ADDRESSES: '127.0.0.1', NODE_ENV: 'production' }),
    ).toThrow(/refused with NODE_ENV=production/);
  });

  it('takes a proxy secret of at least 16 characters, or none', () => {
    expect(readConfig({}).proxySecret).toBeUndefined();
    expect(readConfig({ TRUST_PROXY_SECRET: ' 0123456789abcdef ' }).proxySecret).toBe(
      '0123456789abcdef',
    );
    expect(() => readConfig({ TRUST_PROXY_SECRET: 'short' })).toThrow(/at least 16/);
  });

  it('a production start asked for demo members stops with one line saying why', () => {
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const folder = mkdtempSync(path.join(tmpdir(), 'canopy-config-'));
    const start = spawnSync(process.execPath, [server], {
      env: {
        ...process.env,
        SEED: 'demo',
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: '',
        PGLITE_DATA_DIR: path.join(folder, 'pglite'),
        MEDIA_STORE_DIR: path.join(folder, 'media'),
      },
      encoding: 'utf8',
      // A start that went ahead would be listening by then.
      timeout: 30_000,
    });
    rmSync(folder, { recursive: true, force: true });
    expect(start.status).toBe(1);
    expect(start.stderr.trim()).toMatch(
      /^Canopy API could not start: SEED=demo is refused with NODE_ENV=production/,
    );
  });

  it('keeps uploads in a folder beside the embedded database unless S3_BUCKET is set', () => {
    const store = readConfig({}).mediaStore;
    expect(store.kind).toBe('folder');
    expect(store.kind === 'folder' && store.dir.endsWith('/api/data/media')).toBe(true);
    expect(readConfig({ MEDIA_STORE_DIR: '/srv/canopy-media' }).mediaStore).toEqual({
      kind: 'folder',
      dir: '/srv/canopy-media',
    });
  });

  it('uses an S3-compatible bucket when S3_BUCKET names one', () => {
    expect(
      readConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'canopy',
        S3_SECRET_ACCESS_KEY: 'secret-key',
        S3_PREFIX: 'uploads-root',
      }).mediaStore,
    ).toEqual({
      kind: 's3',
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'canopy',
      secretAccessKey: 'secret-key',
      // An endpoint of one's own is path-style unless told otherwise.
      forcePathStyle: true,
      prefix: 'uploads-root/',
    });
    // AWS itself: virtual-hosted style, credentials from the SDK's own chain.
    expect(readConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).mediaStore).toMatchObject({
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(() => readConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => readConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'only-half' })).toThrow(
      /set together/,
    );
  });

  it('reads the live stream limits, keeping the defaults where none is set', () => {
    expect(readConfig({}).liveLimits).toEqual({
      streamsPerMember: 10,
      streamsPerInstance: 10_000,
      opensPerMinute: 30,
    });
    expect(
      readConfig({
        LIVE_STREAMS_PER_MEMBER: '3',
        LIVE_STREAMS_PER_INSTANCE: '500',
        LIVE_OPENS_PER_MINUTE: '0',
      }).liveLimits,
    ).toEqual({ streamsPerMember: 3, streamsPerInstance: 500, opensPerMinute: 0 });
    expect(() => readConfig({ LIVE_STREAMS_PER_MEMBER: '0' })).toThrow(/at least 1/);
  });

  it('reads the upload quotas in megabytes', () => {
    expect(readConfig({}).uploadQuota).toEqual({
      dailyBytes: 200 * 1024 * 1024,
      totalBytes: 2000 * 1024 * 1024,
    });
    expect(readConfig({ UPLOAD_DAILY_MB: '50', UPLOAD_TOTAL_MB: '500' }).uploadQuota).toEqual({
      dailyBytes: 50 * 1024 * 1024,
      totalBytes: 500 * 1024 * 1024,
    });
    expect(() => readConfig({ UPLOAD_TOTAL_MB: 'lots' })).toThrow(/UPLOAD_TOTAL_MB/);
  });

  it('signs private media with MEDIA_URL_SECRET, or a secret kept beside the database', () => {
    expect(readConfig({ PGLITE_DATA_DIR: '/srv/canopy/pglite' })).toMatchObject({
      mediaUrlSecret: undefined,
      mediaUrlSecretFile: '/srv/canopy/media-url.secret',
    });
    const secret = 's'.repeat(40);
    expect(readConfig({ MEDIA_URL_SECRET: secret }).mediaUrlSecret).toBe(secret);
    expect(() => readConfig({ MEDIA_URL_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('enables voice questions only when STT_URL names an http(s) endpoint', () => {
    expect(readConfig({}).speechToText).toBeUndefined();
    expect(readConfig({ STT_URL: '  ' }).speechToText).toBeUndefined();
    expect(
      readConfig({ STT_URL: 'http://stt.local:8000/v1/audio/transcriptions' }).speechToText,
    ).toEqual({
      url: 'http://stt.local:8000/v1/audio/transcriptions',
      model: 'whisper-1',
      apiKey: undefined,
    });
    expect(
      readConfig({ STT_URL: 'https://stt.example.test/t', STT_MODEL: 'small.en', STT_API_KEY: 'k' })
        .speechToText,
    ).toMatchObject({ model: 'small.en', apiKey: 'k' });
    expect(() => readConfig({ STT_URL: 'stt.local:8000' })).toThrow(
      /STT_URL must be an http\(s\) URL/,
    );
  });

  it('takes payments through Stripe only when both of its secrets are set', () => {
    expect(readConfig({}).stripe).toBeUndefined();
    expect(
      readConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined });
    expect(
      readConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe?.apiBase,
    ).toBe('http://127.0.0.1:12111');
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together/,
    );
    expect(() =>
      readConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'stripe.local',
      }),
    ).toThrow(/STRIPE_API_BASE must be an http\(s\) URL/);
  });

  it('keeps the per-member limits unless MEMBER_LIMITS changes them', () => {
    expect(readConfig({}).memberLimits).toEqual({});
    expect(readConfig({ MEMBER_LIMITS: 'off' }).memberLimits).toBe('off');
    expect(readConfig({ MEMBER_LIMITS: 'chat-messages=600/minute' }).memberLimits).toEqual({
      'chat-messages': [{ max: 600, per: 'minute' }],
    });
    expect(() => readConfig({ MEMBER_LIMITS: 'posts' })).toThrow(/MEMBER_LIMITS entries/);
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: ' false ' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.1',
      '::1',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'the-proxy' })).toThrow(
      /TRUST_PROXY must be true, false, a hop count or a comma list/,
    );
  });
});
