import { createRequire } from 'node:module';
import { buffer } from 'node:stream/consumers';

/**
 * Koa middleware of the feature tests (features-*: upload, place select, refund dialog): real
 * HTTP endpoints for the upload, region and refund calls under /test-api/cpi/, an httpbin-like
 * echo for the second upload variant, and what they saw under /test-upload/hits/<key>. Region
 * data is the real @vant/area-data the server uses.
 */
const require = createRequire(import.meta.url);
const { areaList } = require('@vant/area-data');

const CPI = '/test-api/cpi/';
const hits = new Map();
const stored = [];

function record(key, entry) {
  const list = hits.get(key) ?? [];
  list.push(entry);
  hits.set(key, list);
}

function envelope(ctx, errorCode, message, data = null, status = 200) {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ success: errorCode === 0, errorCode, message, data });
}

/** The multipart form of a request, parsed by the platform (undici). */
async function formOf(ctx) {
  const body = await buffer(ctx.req);
  return new Request('http://test.local/', { method: 'POST', headers: { 'content-type': ctx.get('content-type') }, body }).formData();
}

function childrenOf(id) {
  const padded = (id ?? '').padEnd(6, '0');
  const pick = (list, test) =>
    Object.keys(list)
      .sort()
      .filter(test)
      .map((cd) => ({ id: cd, cd, name: list[cd] }));
  if (!id) return pick(areaList.province_list, () => true);
  if (padded.endsWith('0000')) return pick(areaList.city_list, (cd) => cd.startsWith(padded.slice(0, 2)));
  if (padded.endsWith('00')) return pick(areaList.county_list, (cd) => cd.startsWith(padded.slice(0, 4)));
  return [];
}

export async function uploadEndpoints(ctx, next) {
  if (ctx.path.startsWith('/test-upload/hits/')) {
    return envelope(ctx, 0, 'ok', hits.get(decodeURIComponent(ctx.path.slice('/test-upload/hits/'.length))) ?? []);
  }
  if (ctx.path.startsWith('/test-upload/files/')) {
    const file = stored[Number(ctx.path.slice('/test-upload/files/'.length))];
    if (!file) return envelope(ctx, 1, 'not found', null, 404);
    ctx.type = file.type;
    ctx.body = file.bytes;
    return undefined;
  }
  if (ctx.path === '/test-upload/echo' && ctx.method === 'POST') {
    const file = (await formOf(ctx)).get('file');
    record(`echo:${file?.name}`, { size: file?.size ?? null });
    const bytes = Buffer.from(await file.arrayBuffer());
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({ files: { file: `data:${file.type || 'image/png'};base64,${bytes.toString('base64')}` } });
    return undefined;
  }
  if (!ctx.path.startsWith(CPI)) return next();
  const call = ctx.path.slice(CPI.length);
  if (call === 'api-file/files-anon' && ctx.method === 'POST') {
    const contentType = ctx.get('content-type');
    const form = await formOf(ctx);
    const file = form.get('file');
    record(`upload:${file?.name}`, {
      contentType,
      fields: [...form.keys()],
      size: file?.size ?? null,
      authorization: ctx.get('authorization'),
      separate: ctx.get('separate'),
    });
    if (!file || file.name.startsWith('fail')) return envelope(ctx, 1, '文件存储失败');
    stored.push({ bytes: Buffer.from(await file.arrayBuffer()), type: file.type || 'image/png' });
    return envelope(ctx, 0, 'ok', { url: `/test-upload/files/${stored.length - 1}`, name: file.name, size: file.size, type: file.type });
  }
  if (call === 'api-system/system/region/findRegion') {
    const { id } = JSON.parse((await buffer(ctx.req)).toString('utf8') || '{}');
    record('findRegion', { id: id ?? null });
    return envelope(ctx, 0, 'ok', childrenOf(id));
  }
  if (call.startsWith('test-refund/')) {
    const body = JSON.parse((await buffer(ctx.req)).toString('utf8'));
    const mode = call.slice('test-refund/'.length);
    record(`refund:${mode}`, body);
    return mode === 'ok' ? envelope(ctx, 0, 'ok', null) : envelope(ctx, 1, '该订单已全部退款');
  }
  return next();
}
