import { CARD_NO_PATTERN } from '../../../../src/api/contract/money/fields';
import { readBin, writeBin } from './bin';
import type { BodyReader } from './body-reader';
import { readText, writeText } from './text-field';

/**
 * The fields of the ic-card-v1 frames: card numbers (length byte + ASCII), the controller's order
 * numbers (4 bytes binary, shown as 10 digits), meters (5 bytes binary: Wh, litres), money
 * (4 bytes binary, fen) and a result byte (01H done).
 */
const METER_BYTES = 5;
const NONE = 0xff_ffff_ffff;

export const readCard = (reader: BodyReader) => readText(reader, 'card number', CARD_NO_PATTERN);
export const writeCard = (cardNo: string) => writeText(cardNo, 'card number', 32, CARD_NO_PATTERN);

export const readOrderNo = (reader: BodyReader) => String(readBin(reader.take(4, 'the order number'))).padStart(10, '0');
export function writeOrderNo(orderNo: string): Buffer {
  if (!/^\d{1,10}$/.test(orderNo)) throw new RangeError(`ic-card-v1 order number "${orderNo}" is not the controller's (10 digits)`);
  return writeBin(Number(orderNo), 4, 'order number');
}

export const readMeter = (reader: BodyReader, what: string) => readBin(reader.take(METER_BYTES, what));
export const writeMeter = (value: number, what: string) => writeBin(value, METER_BYTES, what);

/** Litres of water where the frame may say none (FFH bytes). */
export function readOptionalLitres(reader: BodyReader) {
  const litres = readMeter(reader, 'the water');
  return litres === NONE ? {} : { waterLiters: litres };
}
export const writeOptionalLitres = (litres: number | undefined) => writeMeter(litres ?? NONE, 'water');

export const readFen = (reader: BodyReader, what: string) => readBin(reader.take(4, what));
export const writeFen = (fen: number, what: string) => writeBin(fen, 4, what);

const DONE = 0x01;
const REFUSALS: Record<number, string> = { 0x00: '控制器拒绝', 0x02: '控制器存储已满' };

export function readResult(reader: BodyReader): { ok: true } | { ok: false; reason: string } {
  const result = reader.byte('the result');
  if (result === DONE) return { ok: true };
  return { ok: false, reason: REFUSALS[result] ?? `控制器拒绝（代码 ${result}）` };
}
export const writeResult = (ok: boolean) => Buffer.of(ok ? DONE : 0x00);
