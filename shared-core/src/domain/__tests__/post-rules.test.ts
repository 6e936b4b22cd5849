import { describe, expect, it } from 'vitest';
import { commentProblem, photoProblem, postProblem, sniffPhotoType } from '../post-rules.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('post rules', () => {
  it('needs text or a photo, and at most 5,000 characters and 10 photos', () => {
    expect(postProblem('  ', 0)).toBe('Write something or add a photo.');
    expect(postProblem('', 1)).toBeUndefined();
    expect(postProblem('x'.repeat(100_000), 0)).toBe(
      'A post can be at most 5,000 characters (this one has 100,000).',
    );
    expect(postProblem('hi', 11)).toBe('A post can have at most 10 photos.');
    expect(commentProblem(' ')).toBe('Write a comment first.');
    expect(commentProblem('ok')).toBeUndefined();
  });

  it('knows photos by their bytes, not their names', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(photoProblem({ name: 'scan.jpg', size: 100 }, bytes('%PDF-1.7'))).toBe(
      'scan.jpg is not a photo we can show: use JPEG, PNG, WebP or GIF.',
    );
    expect(photoProblem({ name: 'big.jpg', size: 20 * 1024 * 1024 }, bytes(0xff, 0xd8, 0xff))).toBe(
      'big.jpg is too large (20.0 MB): the limit is 10 MB.',
    );
  });
});
