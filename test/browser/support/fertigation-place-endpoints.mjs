/**
 * Koa middleware of the place/area/valve screen tests: the calls those screens make under
 * /test-api/cpi/fertigation/{place,area,valve}/, over in-memory rows, with the refusals of the
 * reference server (an area with valves cannot be deleted, codes are unique). What the saves
 * received is read back at /test-fertigation/hits; /test-fertigation/reset restores the rows.
 */
const BASE = '/test-api/cpi/fertigation/';
const AREA_IN_USE = '该区域下还有阀门或施肥机，不能删除';

let saves = [];
let places = [];
let areas = [];
let valves = [];

function reset() {
  saves = [];
  places = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1, name: i === 0 ? '东湖村' : `村镇${i + 1}`, provinceCode: '11', provinceName: '北京市', cityCode: '1101',
    cityName: '北京市', areaCode: '110101', areaName: '东城区', address: `地址${i + 1}`, managerName: '张三',
    managerMobile: '13800000001', areaCount: i === 0 ? 2 : 0, equipCount: 0, version: 0, createTime: '2026-01-01 00:00:00',
  }));
  const area = (id, cd, name, valveCount) => ({
    id, cd, name, placeId: 1, placeName: '东湖村', acreageMu: 10, crop: '小麦', remark: '', valveCount,
    equipId: null, equipCd: null, equipName: null, version: 0, createTime: '2026-01-01 00:00:00',
  });
  areas = [area(1, 'A-01', '北区', 1), area(2, 'A-02', '南区', 0)];
  valves = [{
    id: 1, cd: 'V-01', name: '一号阀', areaId: 1, areaName: '北区', placeId: 1, placeName: '东湖村',
    equipId: null, equipCd: null, equipName: null, enabled: 'Y', remark: '', version: 0, createTime: '2026-01-01 00:00:00',
  }];
}
reset();

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(text ? JSON.parse(text) : {});
    });
    req.on('error', reject);
  });
}

function envelope(ctx, errorCode, message, data = null) {
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({ success: errorCode === 0, errorCode, message, data });
}

function page(rows, { page: p = 1, size = 10 }) {
  return { records: rows.slice((p - 1) * size, p * size), total: rows.length, page: p, size };
}

const matches = (row, keyword) => !keyword || row.name.includes(keyword) || (row.cd ?? '').includes(keyword);

const handlers = {
  'place/findPage': (b) => page(places.filter((r) => !b.name || r.name.includes(b.name)), b),
  'place/placeList': () => places.map(({ id, name }) => ({ id, name })),
  'place/findManagerNameByMobile': (b) => (b.mobile === '13912345678' ? { mobile: b.mobile, name: '李四' } : null),
  'place/savePlace': (b) => {
    saves.push({ call: 'savePlace', body: b });
    return { id: b.id ?? 100, version: (b.version ?? -1) + 1 };
  },
  'area/findPage': (b) => page(areas.filter((r) => matches(r, b.keyword) && (!b.placeId || r.placeId === b.placeId)), b),
  'area/areaList': () => areas.map(({ id, cd, name, placeId }) => ({ id, cd, name, placeId })),
  'area/save': (b) => {
    saves.push({ call: 'area/save', body: b });
    return { id: b.id ?? 100, version: 0 };
  },
  'area/deleteArea': (b) => {
    const area = areas.find((r) => r.id === b.id);
    if (area.valveCount > 0 || area.equipId !== null) return { refuse: AREA_IN_USE };
    areas = areas.filter((r) => r !== area);
    return null;
  },
  'valve/findPageValve': (b) => page(valves.filter((r) => matches(r, b.keyword) && (!b.enabled || r.enabled === b.enabled)), b),
  'valve/checkCd': (b) => ({ available: !valves.some((v) => v.cd === b.cd && v.id !== b.id) }),
  'valve/saveValve': (b) => {
    saves.push({ call: 'saveValve', body: b });
    return { id: b.id ?? 100, version: 0 };
  },
  'valve/deleteValve': (b) => {
    valves = valves.filter((r) => r.id !== b.id);
    return null;
  },
};

export async function fertigationPlaceEndpoints(ctx, next) {
  if (ctx.path === '/test-fertigation/reset') {
    reset();
    return envelope(ctx, 0, 'ok');
  }
  if (ctx.path === '/test-fertigation/hits') return envelope(ctx, 0, 'ok', saves);
  const handler = ctx.path.startsWith(BASE) ? handlers[ctx.path.slice(BASE.length)] : undefined;
  if (!handler) return next();
  const result = handler(await readJson(ctx.req));
  if (result && typeof result === 'object' && 'refuse' in result) return envelope(ctx, 1011, result.refuse);
  return envelope(ctx, 0, 'ok', result ?? null);
}
