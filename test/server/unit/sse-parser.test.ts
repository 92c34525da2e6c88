import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSseParser } from '../../../src/api/transport/sse-parser';

/** The console's reader of `text/event-stream` (src/api/transport/sse-parser.ts), fed in pieces as fetch hands them over. */
const parse = (...chunks: string[]) => {
  const got: string[] = [];
  const parser = createSseParser((data) => got.push(data));
  for (const chunk of chunks) parser.push(chunk);
  return got;
};

test('one data line per event, handed over at the blank line', () => {
  assert.deepEqual(parse('data: {"type":"day","at":1}\n\ndata: {"type":"day","at":2}\n\n'), [
    '{"type":"day","at":1}',
    '{"type":"day","at":2}',
  ]);
  assert.deepEqual(parse('data: unfinished\n'), [], 'no blank line yet: not an event');
});

test('comments (the keep-alive, the connected line) and other fields are skipped', () => {
  assert.deepEqual(parse(': connected\n\n: keep-alive\n\nevent: x\nid: 7\nretry: 100\ndata: a\n\n'), ['a']);
  assert.deepEqual(parse('event: only\n\n'), [], 'an event without data is not handed over');
});

test("a retry of digits is the server's wait before reconnecting; anything else in it is ignored", () => {
  const waits: number[] = [];
  const parser = createSseParser(
    () => {},
    (ms) => waits.push(ms),
  );
  for (const chunk of ['retry: 12', '50\n\n', 'retry: 1.5\nretry: -3\nretry:\nretry: 9x\n\n', 'retry:700\n\n']) parser.push(chunk);
  assert.deepEqual(waits, [1250, 700]);
});

test('several data lines join with LF; one leading space is dropped, others kept', () => {
  assert.deepEqual(parse('data: a\ndata:b\ndata:  c\ndata\n\n'), ['a\nb\n c\n']);
});

test('chunks cut anywhere: inside a line, between the field and its value, between CR and LF', () => {
  const text = 'data: {"type":"alarm","title":"水泵跳闸"}\r\n\r\ndata: second\r\n\r\n';
  const whole = parse(text);
  assert.deepEqual(whole, ['{"type":"alarm","title":"水泵跳闸"}', 'second']);
  for (let cut = 1; cut < text.length; cut++) {
    assert.deepEqual(parse(text.slice(0, cut), text.slice(cut)), whole, `cut at ${cut}`);
  }
  assert.deepEqual(parse(...text.split('')), whole, 'one character at a time');
});

test('CR alone and LF alone end lines too', () => {
  assert.deepEqual(parse('data: a\r\rdata: b\n\n'), ['a', 'b']);
});
