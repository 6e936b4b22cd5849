import { describe, expect, it } from 'vitest';
import { photoImage } from '../photo-sizes.ts';

const uploaded = {
  thumbnailURL: 'https://api.test/media/uploads/u/thumbnail',
  coverURL: 'https://api.test/media/uploads/u/cover',
  fullURL: 'https://api.test/media/uploads/u/full',
};

describe('photoImage', () => {
  it('offers every size with its width, and the photo size for its space', () => {
    expect(photoImage({ ...uploaded, width: 1536, height: 2048 }, 'thumbnail')).toEqual({
      src: uploaded.thumbnailURL,
      srcSet:
        'https://api.test/media/uploads/u/thumbnail 240w, ' +
        'https://api.test/media/uploads/u/cover 810w, ' +
        'https://api.test/media/uploads/u/full 1536w',
      width: 1536,
      height: 2048,
    });
  });

  it('never claims a size larger than the photo', () => {
    const small = photoImage({ ...uploaded, width: 200, height: 100 }, 'cover');
    expect(small.src).toBe(uploaded.coverURL);
    expect(small.srcSet).toContain('cover 200w');
    expect(small.srcSet).toContain('full 200w');
  });

  it('gives a picture in one size (or of unknown size) just its URL', () => {
    const demo = 'https://api.test/media/cover-river.svg';
    expect(
      photoImage(
        { thumbnailURL: demo, coverURL: demo, fullURL: demo, width: null, height: null },
        'cover',
      ),
    ).toEqual({ src: demo, srcSet: undefined, width: undefined, height: undefined });
  });
});
