import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('server configuration', () => {
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
