// The tar format (POSIX ustar), as much of it as backups need: regular files with names of
// up to 255 characters, written as a stream and read back entry by entry.

const BLOCK = 512;

export interface TarEntry {
  name: string;
  body: Buffer;
  /** Modification time, epoch ms (default now). */
  mtimeMs?: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** ustar keeps a long name as a prefix (up to 155) and a name (up to 100), split at a `/`. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  const cut = name.lastIndexOf('/', name.length - 1);
  const prefix = name.slice(0, cut);
  const rest = name.slice(cut + 1);
  if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(rest) > 100) {
    throw new Error(`A name too long for the archive: ${name}`);
  }
  return { prefix, name: rest };
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.name);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(entry.body.length, 12), 124, 'ascii');
  block.write(octal(Math.floor((entry.mtimeMs ?? Date.now()) / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes for `entries`, in order, ending with the two empty blocks. */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry);
    yield entry.body;
    yield padding(entry.body.length);
  }
  yield Buffer.alloc(2 * BLOCK);
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files of an archive, in order; anything else in it is skipped. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const iterator = source[Symbol.asyncIterator]();
  let chunks: Buffer[] = [];
  let held = 0;
  const take = async (size: number): Promise<Buffer> => {
    while (held < size) {
      const next = await iterator.next();
      if (next.done) throw new Error('The archive ends in the middle of a file.');
      chunks.push(next.value);
      held += next.value.length;
    }
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    chunks = held > size ? [all.subarray(size)] : [];
    held -= size;
    return all.subarray(0, size);
  };
  for (;;) {
    const block = await take(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    if (text(block, 257, 5) !== 'ustar') throw new Error('This is not a tar archive.');
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const prefix = text(block, 345, 155);
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const type = text(block, 156, 1);
    const body = Buffer.from(await take(size));
    await take(padding(size).length);
    if (type === '0' || type === '') {
      yield { name, body, mtimeMs: parseInt(text(block, 136, 12).trim() || '0', 8) * 1000 };
    }
  }
}
