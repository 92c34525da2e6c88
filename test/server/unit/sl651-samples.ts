import { crc16 } from '../../../server/devices/field/sl651/crc';

/**
 * SL 651-2014 HEX frames published by others, byte for byte (their CRCs checked by the tests).
 * BLOG: "SL651-2014全协议解析(HEX编码格式)", https://blog.csdn.net/weixin_42163707/article/details/127638544,
 *   reposted at https://www.toymoban.com/news/detail-686475.html and
 *   https://e-com-net.com/article/1736683930196697088.htm.
 * YU: github.com/yu-xiaoyao/sl651-2014-server, netty-client/.../Sl651ClientApplication.java (its
 *   station simulator's frames, most from BLOG; it says it assembled the 44H frame by hand).
 * REPO64673A: github.com/64673a/SL651-2014, samples/regular_report.hex.
 */
export const SAMPLES = {
  /** BLOG, YU: 2FH keep-alive, station 0012345678, password 1234, serial 3, sent (20)59-10-11 15:51:11. */
  keepAlive: '7E7E01001234567812342F0008020003591011155111036BCA',
  /** BLOG: a second keep-alive, centre 00, serial 7E08 (a 7E inside the body). */
  keepAlive2: '7E7E00987654321012342F0008027E0822101110074703C3AE',
  /** BLOG: 30H test report: rain 0.5 mm now and in total, river level 0.127 m, supply 11.15 V. */
  test: '7E7E010012345678123430002B020003591011154947F1F1001234567848F0F0591011154920190000052619000005392300000127381211150320FA',
  /** BLOG: the centre's answer to `test`. */
  testAnswer: '7E7E00123456780112343080080200035910111549471B75D4',
  /** BLOG, YU: 32H timed report of station 0011223344 (password 03E8): rain 4 mm, river 10.490 m, supply 10.99 V. */
  timed: '7E7E05001122334403E832002B020034170718110016F1F1001122334448F0F01707181100201900004026190000403923000104903812109903A421',
  /** BLOG: the centre's answer to `timed`. */
  timedAnswer: '7E7E00112233440503E83280080200341707181100161BE5D4',
  /** YU: 33H added report. */
  added: '7E7E05001122334403E833002B020026170718102202F1F1001122334448F0F01707181022201900004026190000403923000104903812110203F511',
  /** YU: 34H hourly report: several observation times, the 5-minute rain (F4, HEX) and levels (F5, HEX). */
  hourly:
    '7E7E05001122334403E8340068020033170718110014F1F1001122334448F0F01707181005F4600500000014FFFFFFFFFF0000F0F017071811002619000040F0F01707181005F5C0000C000C001C00310031FFFFFFFFFFFFFFFFFFFF00310031F0F0170718110039230001049020190000403812109903F502',
  /** YU: the answer to a 37H real-time query. */
  realTime: '7E7E010012345678123437002B020009591011161403F1F1001234567848F0F0591011161420190000152619000015392300000122381211080338FE',
  /** YU (hand-assembled): the answer to a 44H pump motor query, every phase 2200.3 V / A in 3 bytes. */
  pumpData:
    '7E7E0500112233441234440035020020170718110226F1F1001122334448F0F01707181005701902200371190220037219022003731902200374190220037519022003037E6D',
  /** YU: the answer to a 46H status query: word 00000400 (BIT10: the pump stands; BIT7 0: the door is open). */
  status: '7E7E0500112233441234460015020023170718102008F1F100112233444520000004000315C1',
  /** YU: the answer to 47H (initialise the stored data), a function this codec does not handle. */
  initStorage: '7E7E05001122334403E847000F02003A170718110347F1F100112233440305BD',
  /** REPO64673A: 32H of station 0010100001, password A000: rain, river level 0.550 m, supply 12.68 V. */
  regular: '7E7E010010100001A00032002B02000C200724172349F1F1001010000148F0F020072417232019000130221900004039230000055038121268038397',
} as const;

export const bytes = (hex: string) => Buffer.from(hex, 'hex');

/** A frame changed by `edit` (on its bytes before the CRC), its CRC made right again. */
export function reframe(hex: string, edit: (head: Buffer) => Buffer | void): Buffer {
  const frame = bytes(hex);
  const head = Buffer.from(frame.subarray(0, frame.length - 2));
  const edited = edit(head) ?? head;
  const crc = Buffer.alloc(2);
  crc.writeUInt16BE(crc16(edited));
  return Buffer.concat([edited, crc]);
}

/** A moment of China time (UTC+8) as ms. */
export const chinaTime = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3_600_000;
