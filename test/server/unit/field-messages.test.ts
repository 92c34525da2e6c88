import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { statusMessage } from '../../../src/api/contract/device/messages';
import { toFieldCommand } from '../../../server/devices/field/field-downlink';
import { toIngestMessages, type WellReading } from '../../../server/devices/field/field-uplink';
import { HeartbeatStripper } from '../../../server/devices/field/heartbeat-stripper';
import { controllerOrderNo, serverOrderNo } from '../../../server/devices/field/order-numbers';
import { heartbeatHex, heartbeatProblem } from '../../../src/api/contract/device/field-link';

const LAST: WellReading = {
  sig: 18.5,
  waterLevel: 42.35,
  running: false,
  current: 12.3,
  voltage: 380.5,
  meterWh: 1_000_000,
  meterLiters: 5_000_000,
};
let seq = 0;
const head = (at: number | undefined) => ({ seq: (seq += 1), ts: at ?? 1_000 });

describe('DTU heartbeat packets', () => {
  test('stripped where they begin the bytes, several in a row or split over two reads; anything else passes', () => {
    const strip = new HeartbeatStripper(Buffer.from('PING', 'latin1'));
    assert.deepEqual(strip.push(Buffer.from('PINGPINGxy', 'latin1')), { data: Buffer.from('xy', 'latin1'), beats: 2 });
    assert.deepEqual(strip.push(Buffer.from('PI', 'latin1')), { data: Buffer.alloc(0), beats: 0 });
    assert.deepEqual(strip.push(Buffer.from('NG', 'latin1')), { data: Buffer.alloc(0), beats: 1 });
    // not a heartbeat after all: the held bytes go on with the next
    assert.deepEqual(strip.push(Buffer.from('P', 'latin1')).beats, 0);
    assert.deepEqual(strip.push(Buffer.from('ONG', 'latin1')), { data: Buffer.from('PONG', 'latin1'), beats: 0 });
    assert.deepEqual(new HeartbeatStripper(null).push(Buffer.from('PING', 'latin1')), { data: Buffer.from('PING', 'latin1'), beats: 0 });
  });

  test("a heartbeat's bytes, written as text or hex; one beginning with a frame's start byte is refused", () => {
    assert.equal(heartbeatHex('text', 'www.usr.cn'), '7777772E7573722E636E');
    assert.equal(heartbeatHex('hex', 'fe 01'), 'FE01');
    assert.equal(heartbeatHex('hex', 'F'), null);
    assert.equal(heartbeatHex('text', ''), null);
    assert.equal(heartbeatProblem('szy206', 'text', 'hb'), '心跳包不能以协议帧的起始字节 68 开头');
    assert.equal(heartbeatProblem('sl651', 'hex', '7E'), '心跳包不能以协议帧的起始字节 7E 开头');
    assert.equal(heartbeatProblem('sl651', 'text', 'hb'), null);
  });
});

describe('what a decoded frame becomes for the ingest', () => {
  test("a status report carries every reading: the frame's over the well's last, rounded as the schema keeps them", () => {
    const { messages, reading } = toIngestMessages({ kind: 'status', reading: { waterLevel: 12.345, running: true } }, LAST, head, 7);
    assert.equal(messages.length, 1);
    assert.equal(messages[0]!.kind, 'status');
    assert.ok(statusMessage.safeParse(messages[0]!.message).success);
    assert.deepEqual(reading, { ...LAST, waterLevel: 12.35, running: true });
  });

  test('a reading the schema refuses is sent (and dropped there) but not kept', () => {
    const { reading } = toIngestMessages({ kind: 'status', reading: { waterLevel: 600 } }, LAST, head, 7);
    assert.deepEqual(reading, LAST);
  });

  test('an alarm is one fault event per fault and a status of its reading; without a reading, the events alone', () => {
    const withReading = toIngestMessages(
      { kind: 'alarm', at: 5_000, faults: ['no_power', 'run_error'], detail: '交流电停电', reading: { voltage: 0 } },
      LAST,
      head,
      7,
    );
    assert.deepEqual(
      withReading.messages.map((m) => [m.kind, m.message.fault ?? null, m.message.ts]),
      [
        ['event', 'no_power', 5_000],
        ['event', 'run_error', 5_000],
        ['status', null, 5_000],
      ],
    );
    const bare = toIngestMessages({ kind: 'alarm', faults: ['other'], reading: {} }, LAST, head, 7);
    assert.deepEqual(
      bare.messages.map((m) => m.kind),
      ['event'],
    );
  });

  test("a swipe and a stop: the controller's order number with its device in front, the meters kept", () => {
    const swipe = toIngestMessages(
      { kind: 'swipe', cardNo: 'C0012345', orderNo: '0000000001', meterWh: 9, meterLiters: 10 },
      LAST,
      head,
      42,
    );
    assert.equal(swipe.messages[0]!.message.orderNo, 'T42-0000000001');
    assert.deepEqual([swipe.reading.meterWh, swipe.reading.meterLiters], [9, 10]);
    assert.equal(serverOrderNo(42, 'OD1'), 'T42-OD1');
    assert.equal(controllerOrderNo(42, 'T42-OD1'), 'OD1');
    assert.equal(controllerOrderNo(42, 'T4-OD1'), 'T4-OD1');
  });
});

describe("what the server's down messages become for a terminal", () => {
  test("a pump command with its id; a swipe's answer with the balance in fen and the controller's order number", () => {
    assert.deepEqual(toFieldCommand('cmd', JSON.stringify({ cmdId: 5, action: 'start', ts: 1 }), 42), {
      command: { kind: 'pump', action: 'start' },
      cmdId: 5,
    });
    assert.deepEqual(
      toFieldCommand('swipe', JSON.stringify({ orderNo: 'T42-0000000001', ok: false, message: '余额不足', balance: 12.3 }), 42),
      {
        command: { kind: 'swipeAnswer', orderNo: '0000000001', ok: false, balanceFen: 1230, message: '余额不足' },
      },
    );
    assert.equal(toFieldCommand('cmd', '{not json', 42), null);
    assert.equal(toFieldCommand('cmd', JSON.stringify({ cmdId: 5 }), 42), null);
    assert.equal(toFieldCommand('order', '{}', 42), null);
  });

  test("an offline record's answer; a card's first pending write as a recharge, with the write it carries; the blacklist", () => {
    assert.deepEqual(toFieldCommand('order', JSON.stringify({ recordNo: 7, lastRecordNo: 9 }), 42), {
      command: { kind: 'recordsAck', recordNo: 7, lastRecordNo: 9 },
    });
    const writes = [
      { serial: 3, amountFen: 500 },
      { serial: 4, amountFen: 200 },
    ];
    assert.deepEqual(toFieldCommand('credit', JSON.stringify({ cardNo: 'CARD0001', writes }), 42), {
      command: { kind: 'recharge', cardNo: 'CARD0001', amountFen: 500 },
      write: { cardNo: 'CARD0001', serial: 3 },
    });
    assert.equal(toFieldCommand('credit', JSON.stringify({ cardNo: 'CARD0001', writes: [] }), 42), null, 'nothing left to write');
    assert.deepEqual(toFieldCommand('blacklist', JSON.stringify({ cardNos: ['CARD0001'] }), 42), {
      command: { kind: 'blacklist', cardNos: ['CARD0001'] },
    });
  });
});
