import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { computeSignature } from '../../../server/auth/signature';
import { exportRows } from '../../../src/api/contract/export';
import { newNonce, type TestClient } from './client';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export interface StreamedExport {
  status: number;
  headers: Headers;
  bytes: number;
  lines: number;
  distinctOrders: number;
  /** The most the process's heap grew over its size before the call, measured after a full GC at every megabyte received. */
  peakHeapGrowth: number;
  ms: number;
}

/**
 * A signed common/export read as it arrives, keeping nothing but counts and the first cell of each
 * line (the server runs in this process, so its heap is this heap).
 */
export async function streamExport(c: TestClient, input: Record<string, unknown>): Promise<StreamedExport> {
  const body = JSON.stringify(input);
  const timestamp = String(c.now().getTime());
  const nonce = newNonce();
  gc();
  const base = process.memoryUsage().heapUsed;
  const started = Date.now();
  const response = await fetch(`${c.baseUrl}/cpi/${exportRows.path}`, {
    method: 'POST',
    body,
    headers: {
      separate: 'Y',
      authorization: c.token ?? '',
      'content-type': 'application/json',
      timestamp,
      nonce,
      sign: computeSignature(c.secret, timestamp, nonce, body),
    },
  });
  // distinct rows without holding them: the bulk rows (BULK0000001...) come newest first, so their
  // numbers fall line after line; the few others are kept
  const others = new Set<string>();
  let bulk = 0;
  let lastBulk = Infinity;
  let bytes = 0;
  let lines = 0;
  let peak = 0;
  let nextSample = 1_000_000;
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    const parts = (rest + decoder.decode(chunk, { stream: true })).split('\r\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines += 1;
      const order = line.slice(0, line.indexOf(','));
      if (!order.startsWith('BULK')) others.add(order);
      else if (Number(order.slice(4)) < lastBulk) {
        bulk += 1;
        lastBulk = Number(order.slice(4));
      }
    }
    if (bytes >= nextSample) {
      nextSample += 1_000_000;
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }
  }
  others.delete('订单号');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    lines,
    distinctOrders: bulk + others.size,
    peakHeapGrowth: peak,
    ms: Date.now() - started,
  };
}
