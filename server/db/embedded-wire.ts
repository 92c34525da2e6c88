import { protocol, type Results } from '@electric-sql/pglite';

/** Text to value, by type OID (PGlite's client.parsers). */
export type TypeParsers = Record<number, ((text: string, typeId: number) => unknown) | undefined>;

const TAGS_WITH_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** ErrorResponse's fields, by their one-letter codes, as PGlite names them on its DatabaseError. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function databaseError(buf: Buffer, start: number, end: number): Error {
  const fields: Record<string, string> = {};
  let at = start;
  while (at < end && buf[at] !== 0) {
    const code = String.fromCharCode(buf[at]!);
    const zero = buf.indexOf(0, at + 1);
    fields[code] = buf.toString('utf8', at + 1, zero);
    at = zero + 1;
  }
  const error = new protocol.messages.DatabaseError(fields.M ?? 'database error', end - start + 4, 'error') as unknown as Record<
    string,
    unknown
  >;
  for (const [code, name] of Object.entries(ERROR_FIELDS)) error[name] = fields[code];
  return error as unknown as Error;
}

/** Called with each NOTIFY a statement's answer carries. */
export type Notified = (channel: string, payload: string) => void;

/**
 * The result of one extended-protocol exchange (bind, describe, execute, sync), read from the
 * backend's bytes: PGlite's own parser copies every field into an ArrayBuffer of its own before
 * decoding it, which was a sixth of the server's time on a page of rows. Fields are decoded in
 * place here. An ErrorResponse throws PGlite's DatabaseError with the same fields (code,
 * constraint...), so callers see what they saw before.
 */
export function readResults<T>(data: Uint8Array, parsers: TypeParsers, onNotification?: Notified): Results<T> {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  let error: Error | undefined;
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at]!;
    const start = at + 5;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (type === 0x44) {
      // D: DataRow
      const row: Record<string, unknown> = {};
      let p = start + 2;
      for (let i = 0, n = buf.readInt16BE(start); i < n; i += 1) {
        const length = buf.readInt32BE(p);
        p += 4;
        const field = fields[i]!;
        if (length < 0) {
          row[field.name] = null;
        } else {
          const text = buf.toString('utf8', p, p + length);
          p += length;
          const parse = parsers[field.dataTypeID];
          row[field.name] = parse ? parse(text, field.dataTypeID) : text;
        }
      }
      rows.push(row);
    } else if (type === 0x54) {
      // T: RowDescription
      fields = [];
      let p = start + 2;
      for (let i = 0, n = buf.readInt16BE(start); i < n; i += 1) {
        const zero = buf.indexOf(0, p);
        const name = buf.toString('utf8', p, zero);
        p = zero + 1 + 6; // the table's OID and the column's number
        fields.push({ name, dataTypeID: buf.readInt32BE(p) });
        p += 12; // the type's OID, size, modifier and the format code
      }
    } else if (type === 0x43) {
      // C: CommandComplete
      const tag = buf.toString('utf8', start, end - 1).split(' ');
      if (TAGS_WITH_ROWS.has(tag[0]!)) affectedRows += Number.parseInt(tag[tag.length - 1]!, 10) || 0;
    } else if (type === 0x45) {
      // E: ErrorResponse
      error ??= databaseError(buf, start, end);
    } else if (type === 0x41 && onNotification) {
      // A: NotificationResponse (a NOTIFY this statement committed)
      const channelEnd = buf.indexOf(0, start + 4);
      const channel = buf.toString('utf8', start + 4, channelEnd);
      const payload = buf.toString('utf8', channelEnd + 1, buf.indexOf(0, channelEnd + 1));
      queueMicrotask(() => onNotification(channel, payload));
    }
    at = end;
  }
  if (error) throw error;
  return { rows: rows as T[], fields, affectedRows };
}
