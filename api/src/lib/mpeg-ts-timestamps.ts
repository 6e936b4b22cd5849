// MPEG-TS timestamps (ISO/IEC 13818-1): the PTS and DTS of each PES header and the PCR of
// adaptation fields, in 90 kHz ticks, 33 bits. Rewriting them lets the same clip segment
// be played again later in a live stream with its clock running on, not jumping back.

const PACKET = 188;
const SYNC = 0x47;
/** Timestamps wrap at 2^33 ticks (about 26.5 hours); players expect and handle that. */
export const TIMESTAMP_WRAP = 2 ** 33;
export const TICKS_PER_SECOND = 90_000;

/** Reads a 5-byte PTS/DTS field. */
function readTimestamp(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! >> 1) & 0x07) * 2 ** 30 +
    bytes[at + 1]! * 2 ** 22 +
    (bytes[at + 2]! >> 1) * 2 ** 15 +
    bytes[at + 3]! * 2 ** 7 +
    (bytes[at + 4]! >> 1)
  );
}

/** Writes a 5-byte PTS/DTS field, keeping its 4-bit prefix and marker bits. */
function writeTimestamp(bytes: Uint8Array, at: number, ticks: number): void {
  const high = Math.floor(ticks / 2 ** 30) & 0x07;
  const low = ticks % 2 ** 30;
  bytes[at] = (bytes[at]! & 0xf0) | (high << 1) | 1;
  bytes[at + 1] = (low >>> 22) & 0xff;
  bytes[at + 2] = (((low >>> 15) & 0x7f) << 1) | 1;
  bytes[at + 3] = (low >>> 7) & 0xff;
  bytes[at + 4] = ((low & 0x7f) << 1) | 1;
}

/** Reads the 33-bit base of a PCR (6 bytes: base, 6 reserved bits, 9-bit extension). */
function readPcrBase(bytes: Uint8Array, at: number): number {
  return (
    bytes[at]! * 2 ** 25 +
    bytes[at + 1]! * 2 ** 17 +
    bytes[at + 2]! * 2 ** 9 +
    bytes[at + 3]! * 2 ** 1 +
    (bytes[at + 4]! >> 7)
  );
}

function writePcrBase(bytes: Uint8Array, at: number, ticks: number): void {
  bytes[at] = Math.floor(ticks / 2 ** 25) & 0xff;
  bytes[at + 1] = Math.floor(ticks / 2 ** 17) & 0xff;
  bytes[at + 2] = Math.floor(ticks / 2 ** 9) & 0xff;
  bytes[at + 3] = Math.floor(ticks / 2) & 0xff;
  bytes[at + 4] = ((ticks % 2) << 7) | (bytes[at + 4]! & 0x7f);
}

/**
 * A copy of the segment with every PTS, DTS and PCR mapped by `map` (ticks in, ticks out,
 * taken modulo 2^33). Packets it cannot read are copied as they are.
 */
export function mapTimestamps(segment: Uint8Array, map: (ticks: number) => number): Buffer {
  const bytes = Buffer.from(segment);
  const wrap = (ticks: number) => ((ticks % TIMESTAMP_WRAP) + TIMESTAMP_WRAP) % TIMESTAMP_WRAP;
  for (let packet = 0; packet + PACKET <= bytes.length; packet += PACKET) {
    if (bytes[packet] !== SYNC) continue;
    const unitStart = (bytes[packet + 1]! & 0x40) !== 0;
    const control = (bytes[packet + 3]! >> 4) & 0x03;
    let payload = packet + 4;
    if (control & 0x02) {
      const length = bytes[packet + 4]!;
      if (length > 0 && bytes[packet + 5]! & 0x10 && length >= 7) {
        const pcr = packet + 6;
        writePcrBase(bytes, pcr, wrap(map(readPcrBase(bytes, pcr))));
      }
      payload += 1 + length;
    }
    if (!(control & 0x01) || !unitStart || payload + 14 > packet + PACKET) continue;
    // A PES packet starts here (00 00 01 and a stream id); PSI tables do not.
    if (bytes[payload] !== 0 || bytes[payload + 1] !== 0 || bytes[payload + 2] !== 1) continue;
    const flags = bytes[payload + 7]! >> 6;
    if (flags & 0x02) {
      writeTimestamp(bytes, payload + 9, wrap(map(readTimestamp(bytes, payload + 9))));
    }
    if (flags === 0x03 && payload + 19 <= packet + PACKET) {
      writeTimestamp(bytes, payload + 14, wrap(map(readTimestamp(bytes, payload + 14))));
    }
  }
  return bytes;
}
