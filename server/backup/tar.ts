import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The few parts of a POSIX tar (ustar) a backup needs: regular files and directories, names of up
 * to 100 bytes. Standard tools read it (`tar -tzf backup.tar.gz`).
 */
const BLOCK = 512;

/** Two zero blocks: the end of an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The header block of a regular file (`size` bytes follow, padded to the block) or of a directory. */
export function tarHeader(name: string, size: number, type: 'file' | 'dir', mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(type === 'dir' ? 0o755 : 0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(type === 'dir' ? 0 : size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(' '.repeat(8), 148, 'ascii');
  header.write(type === 'dir' ? '5' : '0', 156, 'ascii');
  header.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

/** The zeros after a file's `size` bytes, up to its last block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export class TarFormatError extends Error {
  override name = 'TarFormatError';
}

export interface TarEntryInfo {
  name: string;
  type: 'file' | 'dir';
  size: number;
}

/**
 * Reads an archive from `source` and writes each entry where `place` says (a path; it throws to
 * refuse an entry). A file's bytes stream to its file as they come: an entry may be larger than memory.
 */
export async function extractTar(source: AsyncIterable<Buffer>, place: (entry: TarEntryInfo) => string): Promise<TarEntryInfo[]> {
  const entries: TarEntryInfo[] = [];
  let pending: Buffer = Buffer.alloc(0);
  /** The file being written: its descriptor, bytes still to come, padding to skip after them. */
  let file: { fd: number; left: number; pad: number } | undefined;
  let ended = false;
  try {
    await readEntries();
  } finally {
    if (file) closeSync(file.fd);
  }
  if (!ended || file) throw new TarFormatError('备份文件不完整（归档在中途结束） / the backup file is truncated');
  return entries;

  async function readEntries(): Promise<void> {
    for await (const chunk of source) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (ended) break;
        if (file) {
          const take = Math.min(file.left, pending.length);
          if (take > 0) writeSync(file.fd, pending, 0, take);
          file.left -= take;
          pending = pending.subarray(take);
          if (file.left > 0) break;
          if (pending.length < file.pad) break;
          pending = pending.subarray(file.pad);
          closeSync(file.fd);
          file = undefined;
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) {
          ended = true;
          break;
        }
        const entry = parseHeader(header);
        const path = place(entry);
        entries.push(entry);
        if (entry.type === 'dir') {
          mkdirSync(path, { recursive: true });
          continue;
        }
        mkdirSync(dirname(path), { recursive: true });
        file = { fd: openSync(path, 'wx', 0o600), left: entry.size, pad: tarPadding(entry.size).length };
      }
    }
  }
}

function parseHeader(header: Buffer): TarEntryInfo {
  const text = (from: number, width: number) => header.toString('utf8', from, from + width).replace(/\0.*$/s, '');
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  if (!text(257, 5).startsWith('ustar') || parseInt(text(148, 8), 8) !== sum)
    throw new TarFormatError('不是有效的备份文件（归档头校验失败） / not a backup archive (a tar header is corrupt)');
  const flag = text(156, 1);
  if (flag !== '0' && flag !== '' && flag !== '5')
    throw new TarFormatError(`备份文件含不支持的条目类型 / unsupported tar entry type ${flag}`);
  return { name: text(0, 100), type: flag === '5' ? 'dir' : 'file', size: parseInt(text(124, 12), 8) || 0 };
}
