import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileCalls } from '../../src/api/contract';
import { newNonce, type TestClient } from './support/client';
import { snapshot } from './support/db-snapshot';
import { serverSuite } from './support/suite';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);

let admin: TestClient;
const s = serverSuite({
  setup: async ({ server }) => {
    admin = await server.loginAs('13800000000');
  },
});

function form(bytes: Buffer, name: string, field = 'file', type = 'image/png'): FormData {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
}

interface Uploaded {
  url: string;
  name: string;
  size: number;
  type: string;
}

describe('api-file/files-anon', () => {
  test('stores a PNG and serves it back', async () => {
    const res = await admin.call<Uploaded>(fileCalls.uploadFile, {}, { form: form(PNG, 'dot.png') });
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(res.body.data.name, 'dot.png');
    assert.equal(res.body.data.size, PNG.length);
    assert.equal(res.body.data.type, 'image/png');
    assert.match(res.body.data.url, /^\/cpi\/api-file\/files\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${s.server.url}${res.body.data.url}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG);
    const key = res.body.data.url.split('/').pop() as string;
    const row = await s.database.db.selectFrom('file').selectAll().where('key', '=', key).executeTakeFirst();
    assert.equal(row?.size, PNG.length);
    assert.equal(
      row?.merchant_id,
      (await s.database.db.selectFrom('merchant_user').select('merchant_id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow())
        .merchant_id,
    );
    assert.deepEqual(readFileSync(join(s.database.dataDir, 'files', key)), PNG, 'stored on disk under the data directory');
  });

  test('exactly 2 MB is accepted', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(2_097_152 - PNG.length)]);
    const res = await admin.call<Uploaded>(fileCalls.uploadFile, {}, { form: form(exact, 'exact.png') });
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(res.body.data.size, 2_097_152);
  });

  test('a replayed upload is 1008 and stores nothing', async () => {
    const nonce = newNonce();
    const timestamp = String(s.server.clock.now().getTime());
    const first = await admin.call(fileCalls.uploadFile, {}, { form: form(PNG, 'once.png'), nonce, timestamp });
    assert.equal(first.body.errorCode, 0, first.text);
    const files = readdirSync(join(s.database.dataDir, 'files')).length;
    const before = await snapshot(s.database.db);
    const replay = await admin.call(fileCalls.uploadFile, {}, { form: form(PNG, 'once.png'), nonce, timestamp });
    assert.equal(replay.body.errorCode, 1008);
    assert.equal(readdirSync(join(s.database.dataDir, 'files')).length, files);
    assert.deepEqual(await snapshot(s.database.db), before);
    assert.ok(existsSync(join(s.database.dataDir, 'files')));
  });

  test('a JPEG named .png is stored as the JPEG it is', async () => {
    const res = await admin.call<Uploaded>(fileCalls.uploadFile, {}, { form: form(JPEG, 'photo.png') });
    assert.equal(res.body.errorCode, 0, res.text);
    assert.equal(res.body.data.type, 'image/jpeg');
    assert.match(res.body.data.url, /\.jpg$/);
  });

  test('refuses by content, size and shape, storing nothing', async () => {
    const before = await snapshot(s.database.db);
    const svg = await admin.call(
      fileCalls.uploadFile,
      {},
      { form: form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png') },
    );
    assert.equal(svg.body.errorCode, 1);
    assert.equal(svg.body.message, '上传图片只能是 png、jpg、jpeg 格式!');
    const gif = await admin.call(fileCalls.uploadFile, {}, { form: form(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.gif') });
    assert.equal(gif.body.errorCode, 1);
    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152)]);
    const tooBig = await admin.call(fileCalls.uploadFile, {}, { form: form(big, 'big.png') });
    assert.equal(tooBig.body.errorCode, 1);
    assert.equal(tooBig.body.message, '上传图片大小不能超过 2MB!');
    const empty = await admin.call(fileCalls.uploadFile, {}, { form: new FormData() });
    assert.equal(empty.body.message, '请选择要上传的图片');
    const wrongField = await admin.call(fileCalls.uploadFile, {}, { form: form(PNG, 'a.png', 'image') });
    assert.equal(wrongField.status, 400);
    const two = form(PNG, 'a.png');
    two.append('file', new Blob([new Uint8Array(PNG)]), 'b.png');
    const twoRes = await admin.call(fileCalls.uploadFile, {}, { form: two });
    assert.ok(twoRes.status >= 400 && twoRes.status < 500, twoRes.text);
    const notMultipart = await admin.call(fileCalls.uploadFile, {}, { rawBody: '{}', contentType: 'application/json' });
    assert.ok(notMultipart.status >= 400 && notMultipart.status < 500, notMultipart.text);
    assert.deepEqual(await snapshot(s.database.db), before, 'not even the nonce of a refused upload');
  });

  test('needs a logged-in user and a signature', async () => {
    const anonymous = await s.server.client().call(fileCalls.uploadFile, {}, { token: null, form: form(PNG, 'a.png') });
    assert.equal(anonymous.status, 401);
    const unsigned = await admin.call(fileCalls.uploadFile, {}, { unsigned: true, form: form(PNG, 'a.png') });
    assert.equal(unsigned.body.errorCode, 1008);
  });

  test('unknown or ill-formed keys are 404', async () => {
    for (const key of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fpackage.json', 'x']) {
      const res = await fetch(`${s.server.url}/cpi/api-file/files/${key}`);
      assert.equal(res.status, 404, key);
    }
  });
});
