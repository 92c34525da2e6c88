/**
 * Koa middleware of screens-fertigation-record.test.tsx: the record, feedback, template and
 * areaList calls under /test-api/cpi/fertigation/, over a small in-memory merchant that
 * /test-fr/reset restores; what the calls received is read back from /test-fr/hits/<call>.
 */
const CPI = '/test-api/cpi/fertigation/';
let hits = new Map();
let state;

function row(id, orderNo, status, amount) {
  return {
    id, orderNo, orderType: id === 1 ? 'EVEN_THOUGH' : 'MAKE_AN_APPOINTMENT', status, equipId: 1, equipCd: 'E-01', equipName: '一号机',
    placeId: 1, placeName: '东区', areaId: 1, areaName: '一区', templateId: null, templateName: '', userName: '王农', userMobile: '13800000001',
    startTime: '2026-11-02 08:00:00', endTime: status === 'FINISH' ? '2026-11-02 09:00:00' : null, durationMinutes: 60,
    waterM3: 1.5, fertilizerA: 0, fertilizerB: 0, fertilizerC: 0, amount, payMode: 'wallet', cancelRemark: '', cancelTime: null,
    createTime: '2026-11-02 07:59:00',
  };
}

function reset() {
  hits = new Map();
  state = {
    records: [row(1, 'R001', 'RUNNING', 12.5), row(2, 'R002', 'FINISH', 3), row(3, 'R003', 'TO_RUN', 0.1)],
    feedback: [{
      id: 1, equipId: 1, equipCd: 'E-01', equipName: '一号机', placeId: 1, placeName: '东区', faultType: 'other', description: '不出水',
      pictures: [], reporterIdentity: 'peasant', reporterName: '王农', reporterMobile: '13800000001', processed: 'N', processResult: '',
      processPictures: [], processedBy: '', processTime: null, createTime: '2026-11-03 10:00:00',
    }],
    templates: [{
      id: 1, name: '番茄滴灌', crop: '番茄', remark: '', totalMinutes: 50, version: 3, createTime: '2026-11-01 00:00:00', updateTime: '2026-11-01 00:00:00',
      steps: [[1, '一区', 10], [2, '二区', 20], [3, '三区', 20]].map(([areaId, areaName, m], i) => ({
        sort: i + 1, areaId, areaName, valveId: null, durationMinutes: m, tankARatio: 0, tankBRatio: 0, tankCRatio: 0,
      })),
    }],
  };
}
reset();

function send(ctx, errorCode, message, data = null) {
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

const page = (list, body) => ({ records: list, total: list.length, page: body.page ?? 1, size: body.size ?? 10 });

const calls = {
  'record/findPage': (b) => page(state.records.filter((r) => (!b.status || r.status === b.status) && (!b.keyword || r.orderNo.startsWith(b.keyword))), b),
  'record/cancel': (b) => {
    const r = state.records.find((x) => x.id === b.id);
    if (r.status !== 'TO_RUN' && r.status !== 'RUNNING') return [5001, '订单已结束，不能取消'];
    Object.assign(r, { status: 'CANCEL', cancelRemark: b.cancelRemark });
    return { id: r.id, status: r.status };
  },
  'feedback/findPage': (b) => page(state.feedback.filter((f) => (!b.processed || f.processed === b.processed) && (!b.faultType || f.faultType === b.faultType)), b),
  'feedback/process': (b) => {
    const f = state.feedback.find((x) => x.id === b.id);
    Object.assign(f, { processed: 'Y', processResult: b.processResult });
    return { id: f.id, processed: 'Y' };
  },
  'template/findPage': (b) => page(state.templates, b),
  'template/save': (b) => ({ id: b.id ?? 2, version: (b.version ?? 0) + 1 }),
  'template/delete': () => null,
  'area/areaList': () => [1, 2, 3].map((id) => ({ id, cd: `A${id}`, name: ['一区', '二区', '三区'][id - 1], placeId: 1 })),
};

export async function fertigationRecordEndpoints(ctx, next) {
  if (ctx.path === '/test-fr/reset') {
    reset();
    return send(ctx, 0, 'ok');
  }
  if (ctx.path.startsWith('/test-fr/hits/')) return send(ctx, 0, 'ok', hits.get(ctx.path.slice('/test-fr/hits/'.length)) ?? []);
  const call = ctx.path.startsWith(CPI) ? ctx.path.slice(CPI.length) : '';
  if (!calls[call]) return next();
  const body = await readJson(ctx.req);
  hits.set(call, [...(hits.get(call) ?? []), body]);
  const result = calls[call](body);
  return Array.isArray(result) && typeof result[0] === 'number' ? send(ctx, result[0], result[1]) : send(ctx, 0, 'ok', result);
}
