import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readTar, tarStream, type TarEntry } from '../../src/lib/tar.ts';

async function* listed(entries: TarEntry[]) {
  yield* entries;
}

async function roundTrip(entries: TarEntry[], chunkSize: number): Promise<TarEntry[]> {
  const bytes: Buffer[] = [];
  for await (const chunk of tarStream(listed(entries))) bytes.push(chunk);
  const archive = Buffer.concat(bytes);
  expect(archive.length % 512).toBe(0);
  // Read back in awkward pieces, as a gunzip stream hands them over.
  const pieces = Array.from({ length: Math.ceil(archive.length / chunkSize) }, (_, i) =>
    archive.subarray(i * chunkSize, (i + 1) * chunkSize),
  );
  const read: TarEntry[] = [];
  for await (const entry of readTar(Readable.from(pieces))) read.push(entry);
  return read;
}

describe('tar archives', () => {
  it('read back the files written, long names and empty files included', async () => {
    const long = `media/uploads/${'d'.repeat(120)}/${'f'.repeat(90)}.webp`;
    const entries = [
      {
        name: 'canopy-backup.json',
        body: Buffer.from('{"version":1}'),
        mtimeMs: 1_700_000_000_000,
      },
      { name: long, body: Buffer.alloc(1300, 7), mtimeMs: 1_700_000_000_000 },
      { name: 'empty', body: Buffer.alloc(0), mtimeMs: 1_700_000_000_000 },
    ];
    for (const chunkSize of [7, 512, 100_000]) {
      expect(await roundTrip(entries, chunkSize)).toEqual(entries);
    }
  });

  it('refuses a name that does not fit and an archive cut short', async () => {
    const tooLong = { name: 'x'.repeat(300), body: Buffer.alloc(1) };
    await expect(roundTrip([tooLong], 512)).rejects.toThrow(/too long/);
    const bytes: Buffer[] = [];
    for await (const chunk of tarStream(listed([{ name: 'a', body: Buffer.alloc(2000) }]))) {
      bytes.push(chunk);
    }
    const cut = Buffer.concat(bytes).subarray(0, 1024);
    const reading = async () => {
      for await (const entry of readTar(Readable.from([cut]))) void entry;
    };
    await expect(reading()).rejects.toThrow(/ends in the middle/);
  });
});
