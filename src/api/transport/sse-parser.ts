/**
 * Reads a `text/event-stream` as it arrives (WHATWG HTML, server-sent events): text in any
 * chunks, lines ended by CRLF, LF or CR, `data:` lines of one event joined by LF and handed over
 * at the blank line that ends it. Comment lines (`: keep-alive`) count as activity only; a
 * `retry` of digits only is the server's wait before reconnecting (the server stopping says it);
 * other fields (`event`, `id`) are not used by this console and are skipped.
 */
export interface SseParser {
  /** A piece of the stream's text, cut anywhere (even inside a line or between CR and LF). */
  push(text: string): void;
}

export function createSseParser(onData: (data: string) => void, onRetry: (ms: number) => void = () => {}): SseParser {
  let pending = '';
  let data: string[] = [];
  /** The last chunk ended with CR: a LF at the start of the next belongs to it. */
  let afterCr = false;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const raw = colon < 0 ? '' : text.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
    if (field === 'data') data.push(value);
  };
  return {
    push(text) {
      let chunk = text;
      if (afterCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      afterCr = false;
      pending += chunk;
      const parts = pending.split(/\r\n|\r|\n/);
      pending = parts.pop() ?? '';
      // a CR at the very end may be the first half of CRLF: the next chunk's LF is skipped
      if (pending === '' && chunk.endsWith('\r')) afterCr = true;
      for (const part of parts) line(part);
    },
  };
}
