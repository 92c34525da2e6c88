/**
 * Text as GBK bytes, the encoding Excel's plain "CSV" uses on Chinese Windows. Node can decode GBK
 * but not encode it, so the table is the decoder's, inverted over every two-byte code.
 */
let table: Map<string, number> | undefined;

function gbkTable(): Map<string, number> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('gbk', { fatal: true });
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      try {
        const ch = decoder.decode(Uint8Array.of(lead, trail));
        if (!table.has(ch)) table.set(ch, (lead << 8) | trail);
      } catch {
        // not a character of GBK
      }
    }
  }
  return table;
}

export function gbkEncode(text: string): Buffer {
  const codes = gbkTable();
  const bytes: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) bytes.push(ch.charCodeAt(0));
    else {
      const code = codes.get(ch);
      if (code === undefined) throw new Error(`gbkEncode: ${ch} is not in GBK`);
      bytes.push(code >> 8, code & 0xff);
    }
  }
  return Buffer.from(bytes);
}
