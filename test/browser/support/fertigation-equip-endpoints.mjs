/**
 * Koa middleware of the equipment screens' browser test: the fertigation equip calls under
 * /test-api/cpi/ over real HTTP, with rows kept in memory, what they saw under
 * /test-fe-equip/hits/<call>, and POST /test-fe-equip/reset for a fresh start.
 */
const CPI = '/test-api/cpi/fertigation/';
let hits = new Map();
let rows = [];
let param = null;
let types = [];

const row = (id, cd, name, status, runState, isOnline, sig, sigIntensity) => ({
  id, cd, name, placeId: 1, placeName: '东村', equipTypeId: 1, equipTypeName: '三桶机', areas: [], valveCount: 0,
  runState, status, enabled: status === 'stop' ? 'N' : 'Y', isOnline, sig, sigIntensity, lastOnlineTime: null,
  keeperName: '', keeperMobile: '', remark: '', paramAssigned: 'y', version: 1, createTime: '2026-01-01 00:00:00',
});

function reset() {
  hits = new Map();
  rows = [
    row(1, 'FE001', '一号机', 'normal', 'AVAILABLE', true, 23.46, 'HIGH'),
    row(2, 'FE002', '二号机', 'stop', 'DISABLE', false, 0, 'ZERO'),
  ];
  types = [{
    id: 1, name: '三桶机', kind: 'fertigation', model: 'F3', tankCount: 3, valveLimit: 32, enabled: 'Y', remark: '', equipCount: 2,
    version: 7, createTime: '2026-01-01 00:00:00',
  }];
  param = {
    equipId: 1, tankARatio: 40, tankBRatio: 30, tankCRatio: 30, ecMin: 1.2, ecMax: 2.5, phMin: 5.5, phMax: 7,
    flowRate: 12.5, pressure: 0.3, mixSeconds: 60, assigned: 'y', version: 4, updateTime: '2026-01-01 00:00:00',
  };
}
reset();

function envelope(ctx, errorCode, message, data = null) {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ success: errorCode === 0, errorCode, message, data });
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')));
    req.on('error', reject);
  });
}

const calls = {
  'equip/findPage': (b) => {
    const found = rows.filter((r) => (!b.status || r.status === b.status) && (!b.keyword || r.cd.includes(b.keyword) || r.name.includes(b.keyword)));
    return [0, 'ok', { records: found, total: found.length, page: b.page ?? 1, size: b.size ?? 10 }];
  },
  'equip/findFertigationParam': () => [0, 'ok', param],
  'equip/saveParam': (b) => {
    if (b.version !== param.version) return [1, '数据已被他人修改，请刷新后重试', null];
    types = [{
    id: 1, name: '三桶机', kind: 'fertigation', model: 'F3', tankCount: 3, valveLimit: 32, enabled: 'Y', remark: '', equipCount: 2,
    version: 7, createTime: '2026-01-01 00:00:00',
  }];
  param = { ...param, ...b, version: param.version + 1, assigned: 'n' };
    return [0, 'ok', { equipId: b.equipId, version: param.version }];
  },
  'equip/changeStatus': (b) => {
    const r = rows.find((x) => x.id === b.id);
    Object.assign(r, { status: b.status, enabled: b.status === 'stop' ? 'N' : 'Y', runState: b.status === 'stop' ? 'DISABLE' : 'AVAILABLE', version: r.version + 1 });
    return [0, 'ok', { id: r.id, status: r.status, runState: r.runState, version: r.version }];
  },
  'equip/checkCd': (b) => [0, 'ok', { available: !rows.some((r) => r.cd === b.cd) }],
  'equip/save': (b) => {
    rows.push({ ...row(rows.length + 1, b.cd, b.name, 'normal', 'AVAILABLE', false, 0, 'ZERO'), placeId: b.placeId });
    return [0, 'ok', { id: rows.length, version: 1 }];
  },
  'equip/type/findPage': (b) => [0, 'ok', { records: types, total: types.length, page: b.page ?? 1, size: b.size ?? 10 }],
  'equip/type/opt': (b) => {
    const t = types.find((x) => x.id === b.id);
    if (b.version !== t.version) return [1, '数据已被他人修改，请刷新后重试', null];
    Object.assign(t, { enabled: b.action === 'disable' ? 'N' : 'Y', version: t.version + 1 });
    return [0, 'ok', { id: t.id, version: t.version }];
  },
  'place/placeList': () => [0, 'ok', [{ id: 1, name: '东村' }, { id: 2, name: '西村' }]],
  'equip/type/listEquipType': () => [0, 'ok', [{ id: 1, name: '三桶机', kind: 'fertigation', tankCount: 3 }]],
};

export async function fertigationEquipEndpoints(ctx, next) {
  if (ctx.path === '/test-fe-equip/reset' && ctx.method === 'POST') return (reset(), envelope(ctx, 0, 'ok'));
  if (ctx.path.startsWith('/test-fe-equip/hits/')) return envelope(ctx, 0, 'ok', hits.get(decodeURIComponent(ctx.path.slice(20))) ?? []);
  const call = ctx.path.startsWith(CPI) ? ctx.path.slice(CPI.length) : '';
  if (!calls[call] || ctx.method !== 'POST') return next();
  const body = await readJson(ctx.req);
  hits.set(call, [...(hits.get(call) ?? []), body]);
  const [code, message, data] = calls[call](body);
  return envelope(ctx, code, message, data);
}
