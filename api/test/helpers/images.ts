import sharp from 'sharp';

/** A real image of that format and size (flat colour), as a camera or an editor would save it. */
export function imageOf(
  format: 'jpeg' | 'png' | 'webp' | 'gif',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG of noise, which barely compresses: `side`² pixels make a large file. */
export function noisyJpeg(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

const rational = (numerator: number, denominator = 1) => {
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32BE(numerator, 0);
  bytes.writeUInt32BE(denominator, 4);
  return bytes;
};

function entry(tag: number, type: number, count: number, value: Buffer): Buffer {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt16BE(tag, 0);
  bytes.writeUInt16BE(type, 2);
  bytes.writeUInt32BE(count, 4);
  value.copy(bytes, 8);
  return bytes;
}
const long = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
};
const short = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt16BE(value, 0);
  return bytes;
};

/**
 * The EXIF block of a phone photo taken at 51°30′N 0°7′W, turned on its side (orientation
 * 6: the pixels are stored landscape, shown portrait). Big-endian TIFF, built by hand so
 * the test knows exactly what is in it.
 */
function exifWithGps(): Buffer {
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  const ifd0Offset = 8;
  const ifd0Size = 2 + 2 * 12 + 4;
  const gpsOffset = ifd0Offset + ifd0Size;
  const gpsSize = 2 + 4 * 12 + 4;
  const latitudeOffset = gpsOffset + gpsSize;
  const longitudeOffset = latitudeOffset + 24;
  const tiff = Buffer.concat([
    Buffer.from('MM'),
    Buffer.from([0x00, 0x2a]),
    long(ifd0Offset),
    Buffer.from([0x00, 0x02]),
    entry(0x0112, SHORT, 1, short(6)), // Orientation
    entry(0x8825, LONG, 1, long(gpsOffset)), // GPSInfo
    long(0),
    Buffer.from([0x00, 0x04]),
    entry(0x0001, ASCII, 2, Buffer.from('N\0')), // GPSLatitudeRef
    entry(0x0002, RATIONAL, 3, long(latitudeOffset)), // GPSLatitude
    entry(0x0003, ASCII, 2, Buffer.from('W\0')), // GPSLongitudeRef
    entry(0x0004, RATIONAL, 3, long(longitudeOffset)), // GPSLongitude
    long(0),
    rational(51),
    rational(30),
    rational(0),
    rational(0),
    rational(7),
    rational(39),
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2, 0);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
}

/** A `width`×`height` JPEG (as stored) carrying GPS coordinates and an orientation. */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  const plain = await imageOf('jpeg', width, height);
  // The APP1 segment goes right after the start-of-image marker.
  return Buffer.concat([plain.subarray(0, 2), exifWithGps(), plain.subarray(2)]);
}
