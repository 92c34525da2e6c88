import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { settleEndedPeriods } from '../../../server/money/settlements';
import { refundAmountFen } from '../../../src/api/contract/money/refund-rule';

/** A valid resident ID (GB 11643 sample) for the walks' card issue. */
export const WALK_ID_CARD = '11010519491231002X';

/** Rows of one merchant that the calls' inputs name, read from the seeded database. */
export interface MerchantRows {
  merchantId: number;
  place: { id: number; version: number; name: string; areaCode: string };
  area: { id: number; version: number; cd: string; placeId: number };
  valve: { id: number; version: number; cd: string; areaId: number; equipId: number | null; enabled: 'Y' | 'N' };
  equip: { id: number; version: number; placeId: number; equipTypeId: number; areaIds: number[]; paramVersion: number };
  equipType: { id: number; version: number };
  template: { id: number; version: number };
  fertigationRecordId: number;
  wellRecordId: number;
  fertigationFeedbackId: number;
  wellFeedbackId: number;
  well: { id: number; version: number; placeId: number; paramVersion: number };
  noticeId: number;
  /** A role without `*:*:*` and a user holding it. */
  role: { id: number; version: number };
  user: { id: number; version: number; mobile: string };
  /** An operation of the log (undefined while the merchant has written nothing). */
  operId: number | undefined;
  /** A normal card with money, its farmer, a recharge of it, a bill with something left to refund. */
  card: { id: number; farmerId: number; placeId: number };
  rechargeId: number;
  bill: { id: number; amountFen: number; count: number };
  /** A place of the merchant other than the card's farmer's. */
  otherPlaceId: number;
  /** A settlement (the job makes the merchant's ended periods if it has none yet). */
  settlement: { id: number; version: number };
  /** A service charge the merchant pays itself (我的服务). */
  serviceOrderId: number;
  /** A pump command of the merchant's well (one is written when it has none). */
  commandId: number;
  /** An inspection plan, a waiting task and a running one (巡检). */
  inspection: { plan: { id: number; version: number }; waiting: { id: number; version: number }; running: { id: number; version: number } };
  /** The merchant's default fault alarm rule (seeded). */
  alarmRule: { id: number; version: number };
  /** An open reconciliation issue of an offline record of the merchant's well (one is written when it has none). */
  reconcileIssueId: number;
}

/** An open reconciliation issue of the merchant: the first, or one written on the well's device (made when it has none). */
async function reconcileIssueOf(db: Kysely<Database>, m: number, wellId: number): Promise<number> {
  const open = await db
    .selectFrom('reconcile_issue')
    .select('id')
    .where('merchant_id', '=', m)
    .where('processed', '=', 'N')
    .orderBy('id')
    .executeTakeFirst();
  if (open) return open.id;
  const at = new Date();
  const device =
    (await db.selectFrom('device').select('id').where('well_id', '=', wellId).executeTakeFirst()) ??
    (await db
      .insertInto('device')
      .values({
        merchant_id: m,
        well_id: wellId,
        equip_id: null,
        username: `w${wellId}-walk0000`,
        secret_hash: '',
        created_at: at,
        rotated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const record = await db
    .insertInto('offline_order')
    .values({
      merchant_id: m,
      device_id: device.id,
      well_id: wellId,
      record_no: 900_001,
      card_no: 'WALK0001',
      card_id: null,
      started_at: at,
      ended_at: at,
      start_wh: 0,
      end_wh: 0,
      start_liters: 0,
      end_liters: 0,
      amount_fen: 100,
      balance_before_fen: 100,
      balance_after_fen: 0,
      usage_record_id: null,
      bill_id: null,
      received_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const issue = await db
    .insertInto('reconcile_issue')
    .values({
      merchant_id: m,
      kind: 'unknownCard',
      offline_order_id: record.id,
      well_id: wellId,
      card_id: null,
      card_no: 'WALK0001',
      record_no: 900_001,
      difference_fen: 100,
      detail: '走查的对账异常',
      processed_at: null,
      happened_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return issue.id;
}

export async function merchantRows(db: Kysely<Database>, merchantId: number): Promise<MerchantRows> {
  const m = merchantId;
  const equip = await db
    .selectFrom('fertigation_equip as e')
    .innerJoin('fertigation_param as p', 'p.equip_id', 'e.id')
    .select(['e.id', 'e.version', 'e.place_id', 'e.equip_type_id', 'p.version as param_version'])
    .where('e.merchant_id', '=', m)
    .where((eb) => eb.exists(eb.selectFrom('equip_area').select('area_id').whereRef('equip_area.equip_id', '=', 'e.id')))
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  const areaIds = (await db.selectFrom('equip_area').select('area_id').where('equip_id', '=', equip.id).orderBy('area_id').execute()).map(
    (a) => a.area_id,
  );
  const place = await db.selectFrom('place').selectAll().where('id', '=', equip.place_id).executeTakeFirstOrThrow();
  const area = await db
    .selectFrom('area')
    .selectAll()
    .where('id', '=', areaIds[0] ?? 0)
    .executeTakeFirstOrThrow();
  const valve = await db.selectFrom('valve').selectAll().where('merchant_id', '=', m).orderBy('id').executeTakeFirstOrThrow();
  const equipType = await db
    .selectFrom('equip_type')
    .select(['id', 'version'])
    .where('merchant_id', '=', m)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const template = await db
    .selectFrom('fertigation_template')
    .select(['id', 'version'])
    .where('merchant_id', '=', m)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Prefer an order that may be cancelled and a fault not yet processed; a merchant without one gets another.
  const record = async (business: 'well' | 'fertigation') => {
    const q = db.selectFrom('usage_record').select('id').where('merchant_id', '=', m).where('business', '=', business).orderBy('id');
    return (await q.where('status', 'in', ['TO_RUN', 'RUNNING']).executeTakeFirst()) ?? (await q.executeTakeFirstOrThrow());
  };
  const feedback = async (business: 'well' | 'fertigation') => {
    const q = db.selectFrom('fault_feedback').select('id').where('merchant_id', '=', m).where('business', '=', business).orderBy('id');
    return (await q.where('processed', '=', 'N').executeTakeFirst()) ?? (await q.executeTakeFirstOrThrow());
  };
  const well = await db
    .selectFrom('well as w')
    .innerJoin('well_param as p', 'p.equip_id', 'w.id')
    .select(['w.id', 'w.version', 'w.place_id', 'p.version as param_version'])
    .where('w.merchant_id', '=', m)
    .orderBy('w.id')
    .executeTakeFirstOrThrow();
  const notice = await db.selectFrom('notice').select('id').where('merchant_id', '=', m).orderBy('id').executeTakeFirstOrThrow();
  const role =
    (await db
      .selectFrom('role')
      .select(['id', 'version'])
      .where('merchant_id', '=', m)
      .where('grants_all', '=', false)
      .where((eb) => eb.exists(eb.selectFrom('user_role').select('user_id').whereRef('user_role.role_id', '=', 'role.id')))
      .orderBy('id')
      .executeTakeFirst()) ??
    (await db.selectFrom('role').select(['id', 'version']).where('merchant_id', '=', m).orderBy('id').executeTakeFirstOrThrow());
  const user = await db
    .selectFrom('merchant_user')
    .innerJoin('user_role', 'user_role.user_id', 'merchant_user.id')
    .select(['merchant_user.id', 'merchant_user.version', 'merchant_user.mobile'])
    .where('merchant_user.merchant_id', '=', m)
    .where('user_role.role_id', '=', role.id)
    .orderBy('merchant_user.id')
    .executeTakeFirstOrThrow();
  const oper = await db.selectFrom('oper_log').select('id').where('merchant_id', '=', m).orderBy('id').executeTakeFirst();
  const card = await db
    .selectFrom('card')
    .innerJoin('farmer', 'farmer.id', 'card.farmer_id')
    .select(['card.id', 'card.farmer_id', 'farmer.place_id'])
    .where('card.merchant_id', '=', m)
    .where('card.status', '=', 'normal')
    .orderBy('card.id')
    .executeTakeFirstOrThrow();
  const recharge = await db
    .selectFrom('recharge_order')
    .select('id')
    .where('card_id', '=', card.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const bill = await db
    .selectFrom('bill')
    .select(['id', 'amount_fen', 'count'])
    .where('merchant_id', '=', m)
    .where('status', '=', 'FINISH')
    .where('amount_fen', '>', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const settlement = async () =>
    db.selectFrom('settlement').select(['id', 'version']).where('merchant_id', '=', m).orderBy('id', 'desc').executeTakeFirst();
  if (!(await settlement())) await settleEndedPeriods(db, m, new Date());
  const { id: settlementId, version: settlementVersion } = (await settlement())!;
  const serviceOrder = await db
    .selectFrom('service_order')
    .select('id')
    .where('merchant_id', '=', m)
    .where('mode', '=', 'renew')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const task = (status: 'WAIT' | 'RUNNING') =>
    db
      .selectFrom('inspection_task')
      .select(['id', 'version'])
      .where('merchant_id', '=', m)
      .where('status', '=', status)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const inspection = {
    plan: await db
      .selectFrom('inspection_plan')
      .select(['id', 'version'])
      .where('merchant_id', '=', m)
      .orderBy('id')
      .executeTakeFirstOrThrow(),
    waiting: await task('WAIT'),
    running: await task('RUNNING'),
  };
  const alarmRule = await db
    .selectFrom('alarm_rule')
    .select(['id', 'version'])
    .where('merchant_id', '=', m)
    .where('well_id', 'is', null)
    .where('kind', '=', 'fault')
    .executeTakeFirstOrThrow();
  const otherPlace = await db
    .selectFrom('place')
    .select('id')
    .where('merchant_id', '=', m)
    .where('id', '<>', card.place_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const command =
    (await db.selectFrom('device_command').select('id').where('merchant_id', '=', m).orderBy('id').executeTakeFirst()) ??
    (await db
      .insertInto('device_command')
      .values({
        merchant_id: m,
        well_id: well.id,
        action: 'start',
        status: 'TIMEOUT',
        user_id: null,
        created_at: new Date(),
        answered_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  return {
    merchantId: m,
    place: { id: place.id, version: place.version, name: place.name, areaCode: place.area_code },
    area: { id: area.id, version: area.version, cd: area.cd, placeId: area.place_id },
    valve: { id: valve.id, version: valve.version, cd: valve.cd, areaId: valve.area_id, equipId: valve.equip_id, enabled: valve.enabled },
    equip: {
      id: equip.id,
      version: equip.version,
      placeId: equip.place_id,
      equipTypeId: equip.equip_type_id,
      areaIds,
      paramVersion: equip.param_version,
    },
    equipType,
    template,
    fertigationRecordId: (await record('fertigation')).id,
    wellRecordId: (await record('well')).id,
    fertigationFeedbackId: (await feedback('fertigation')).id,
    wellFeedbackId: (await feedback('well')).id,
    well: { id: well.id, version: well.version, placeId: well.place_id, paramVersion: well.param_version },
    noticeId: notice.id,
    role,
    user,
    operId: oper?.id,
    card: { id: card.id, farmerId: card.farmer_id, placeId: card.place_id },
    rechargeId: recharge.id,
    bill: { id: bill.id, amountFen: Number(bill.amount_fen), count: bill.count },
    otherPlaceId: otherPlace.id,
    settlement: { id: settlementId, version: settlementVersion },
    serviceOrderId: serviceOrder.id,
    commandId: command.id,
    inspection,
    alarmRule,
    reconcileIssueId: await reconcileIssueOf(db, m, well.id),
  };
}

type Input = Record<string, unknown>;

const placeSave = (r: MerchantRows): Input => ({
  id: r.place.id,
  version: r.place.version,
  name: `${r.place.name}改`,
  areaCode: r.place.areaCode,
  address: '',
  managerName: '',
  managerMobile: '',
});
const inspectionPlan = (r: MerchantRows): Input => ({
  name: '走查巡检计划',
  inspectorId: r.user.id,
  intervalDays: 30,
  wellIds: [r.well.id],
  enabled: 'Y',
  remark: '',
});
const fertigationParam = {
  tankARatio: 50,
  tankBRatio: 30,
  tankCRatio: 20,
  ecMin: 1,
  ecMax: 2.5,
  phMin: 5.5,
  phMax: 7,
  flowRate: 10,
  pressure: 0.3,
  mixSeconds: 60,
};
const equipFields = (r: MerchantRows): Input => ({
  name: '走查设备',
  equipTypeId: r.equip.equipTypeId,
  areaIds: r.equip.areaIds,
  keeperName: '',
  keeperMobile: '',
  remark: '',
});

/**
 * A well-formed input of each call that names rows, built from one merchant's rows: what a
 * console of that merchant would send. The access walks send them as other callers.
 */
export const ROW_INPUTS: Readonly<Record<string, (r: MerchantRows, encryptedPassword: string) => Input>> = {
  'fertigation/area/areaList': (r) => ({ placeId: r.place.id }),
  'fertigation/area/deleteArea': (r) => ({ id: r.area.id }),
  'fertigation/area/findPage': (r) => ({ placeId: r.place.id }),
  'fertigation/area/save': (r) => ({
    id: r.area.id,
    version: r.area.version,
    cd: r.area.cd,
    name: '走查区域',
    placeId: r.area.placeId,
    acreageMu: 10,
    crop: '',
    remark: '',
  }),
  'fertigation/equip/changeStatus': (r) => ({ id: r.equip.id, status: 'stop' }),
  'fertigation/equip/edit': (r) => ({ id: r.equip.id, version: r.equip.version, ...equipFields(r) }),
  'fertigation/equip/findAreaListForEquipBind': (r) => ({ placeId: r.equip.placeId, equipId: r.equip.id }),
  'fertigation/equip/findFertigationParam': (r) => ({ equipId: r.equip.id }),
  'fertigation/equip/findPage': (r) => ({ placeId: r.place.id, equipTypeId: r.equip.equipTypeId }),
  'fertigation/equip/movePlace': (r) => ({
    id: r.equip.id,
    version: r.equip.version,
    placeId: r.well.placeId === r.equip.placeId ? r.area.placeId : r.well.placeId,
  }),
  'fertigation/equip/save': (r) => ({ cd: 'WALK-E1', placeId: r.equip.placeId, ...equipFields(r), areaIds: [] }),
  'fertigation/equip/saveParam': (r) => ({ equipId: r.equip.id, version: r.equip.paramVersion, ...fertigationParam }),
  'fertigation/equip/type/opt': (r) => ({ action: 'disable', id: r.equipType.id, version: r.equipType.version }),
  'fertigation/feedback/findPage': (r) => ({ placeId: r.place.id, equipId: r.equip.id }),
  'fertigation/feedback/process': (r) => ({ id: r.fertigationFeedbackId, processResult: '走查处理', pictures: [] }),
  'fertigation/place/savePlace': placeSave,
  'fertigation/record/cancel': (r) => ({ id: r.fertigationRecordId, cancelRemark: '走查取消' }),
  'fertigation/record/findPage': (r) => ({ placeId: r.place.id, equipId: r.equip.id }),
  'fertigation/template/delete': (r) => ({ id: r.template.id }),
  'fertigation/template/save': (r) => ({
    id: r.template.id,
    version: r.template.version,
    name: '走查模板',
    crop: '',
    remark: '',
    steps: [{ areaId: r.area.id, valveId: null, durationMinutes: 10, tankARatio: 0, tankBRatio: 0, tankCRatio: 0 }],
  }),
  'fertigation/valve/checkCd': (r) => ({ cd: r.valve.cd, id: r.valve.id }),
  'fertigation/valve/deleteValve': (r) => ({ id: r.valve.id }),
  'fertigation/valve/findPageValve': (r) => ({ placeId: r.place.id, areaId: r.valve.areaId, equipId: r.equip.id }),
  'fertigation/valve/saveValve': (r) => ({
    id: r.valve.id,
    version: r.valve.version,
    cd: r.valve.cd,
    name: '走查阀门',
    areaId: r.valve.areaId,
    equipId: r.valve.equipId,
    enabled: r.valve.enabled,
    remark: '',
  }),
  'irrigationWell/equip/changeStatus': (r) => ({ id: r.well.id, status: 'stop' }),
  'irrigationWell/equip/edit': (r) => ({
    id: r.well.id,
    version: r.well.version,
    name: '走查机井',
    placeId: r.well.placeId,
    transformer: 'public',
    keeperName: '',
    keeperMobile: '',
    location: '',
    longitude: null,
    latitude: null,
    permitVolume: 30_000,
    permitNo: '走查许可',
  }),
  'irrigationWell/equip/enable': (r) => ({ id: r.well.id }),
  'irrigationWell/equip/findById': (r) => ({ id: r.well.id }),
  'irrigationWell/equip/findPage': (r) => ({ placeId: r.well.placeId }),
  'irrigationWell/equip/findParam': (r) => ({ equipId: r.well.id }),
  'irrigationWell/equip/saveBilling': (r) => ({
    id: r.well.id,
    version: r.well.version,
    billingMode: 'electric',
    electricPrice: 0.8,
    waterPrice: 0,
  }),
  'irrigationWell/equip/saveParam': (r) => ({
    equipId: r.well.id,
    version: r.well.paramVersion,
    maxRunMinutes: 120,
    waterLevelMin: 1,
    waterLevelMax: 50,
    pulsePerM3: 100,
    meterRatio: 1,
    minBalance: 5,
    followPrompt: 1,
  }),
  'irrigationWell/feedback/findPage': (r) => ({ placeId: r.well.placeId, equipId: r.well.id }),
  'irrigationWell/feedback/process': (r) => ({ id: r.wellFeedbackId, processResult: '走查处理', pictures: [] }),
  'irrigationWell/place/savePlace': placeSave,
  'irrigationWell/record/cancel': (r) => ({ id: r.wellRecordId, cancelRemark: '走查取消' }),
  'irrigationWell/record/findPage': (r) => ({ placeId: r.well.placeId, equipId: r.well.id }),
  'irrigationWell/notice/isRead': (r) => ({ noticeId: r.noticeId }),
  'irrigationWell/card/findPage': (r) => ({ placeId: r.card.placeId }),
  'irrigationWell/card/findById': (r) => ({ id: r.card.id }),
  'irrigationWell/card/issue': (r) => ({
    farmerName: '走查农户',
    farmerMobile: '13612345678',
    idCard: WALK_ID_CARD,
    placeId: r.card.placeId,
    cardType: 'online',
  }),
  'irrigationWell/card/recharge': (r) => ({ cardId: r.card.id, amount: 10, payMode: 'cash' }),
  'irrigationWell/card/queryRecharge': (r) => ({ id: r.rechargeId }),
  'irrigationWell/card/refundRecharge': (r) => ({ rechargeId: r.rechargeId, amount: 0.01, reason: '走查退款' }),
  'irrigationWell/card/loss': (r) => ({ cardId: r.card.id }),
  'irrigationWell/card/replace': (r) => ({ cardId: r.card.id }),
  'irrigationWell/bill/findPage': (r) => ({ cardId: r.card.id }),
  'irrigationWell/bill/findById': (r) => ({ id: r.bill.id }),
  'irrigationWell/bill/refund': (r) => ({
    id: r.bill.id,
    refundType: 'ONLY',
    count: 1,
    refundReason: 'LACK',
    amount: refundAmountFen(r.bill.amountFen, r.bill.count, 1)! / 100,
  }),
  'irrigationWell/fund/findPage': (r) => ({ cardId: r.card.id }),
  'irrigationWell/reconcile/findPage': (r) => ({ wellId: r.well.id }),
  'irrigationWell/reconcile/process': (r) => ({ id: r.reconcileIssueId, note: '走查处理' }),
  'irrigationWell/fund/export': (r) => ({ cardId: r.card.id }),
  'irrigationWell/settlement/findById': (r) => ({ id: r.settlement.id }),
  'irrigationWell/settlement/findItemPage': (r) => ({ settlementId: r.settlement.id, page: 1, size: 10 }),
  'irrigationWell/report/summary': (r) => ({ dimension: 'well', placeId: r.place.id, wellId: r.well.id }),
  'irrigationWell/report/quota': (r) => ({ placeId: r.place.id }),
  'irrigationWell/report/level': (r) => ({ groupBy: 'well', placeId: r.place.id, wellId: r.well.id }),
  'irrigationWell/report/extraction': (r) => ({ groupBy: 'place', placeId: r.place.id, wellId: r.well.id }),
  'irrigationWell/report/completeness': (r) => ({ placeId: r.place.id, wellId: r.well.id }),
  'irrigationWell/settlement/retry': (r) => ({ id: r.settlement.id, version: r.settlement.version }),
  'irrigationWell/service/pay': (r) => ({ id: r.serviceOrderId, payMethod: 'wxpay' }),
  'irrigationWell/monitor/command': (r) => ({ wellId: r.well.id, action: 'start' }),
  'irrigationWell/monitor/commandState': (r) => ({ id: r.commandId }),
  'irrigationWell/monitor/findPage': (r) => ({ placeId: r.place.id }),
  'irrigationWell/equip/deviceKey': (r) => ({ id: r.well.id }),
  'irrigationWell/equip/rotateDeviceKey': (r) => ({ id: r.well.id }),
  'irrigationWell/equip/deviceLink': (r) => ({ id: r.well.id }),
  'irrigationWell/equip/saveDeviceLink': (r) => ({ id: r.well.id, transport: 'mqtt' }),
  'irrigationWell/equip/newRegistration': (r) => ({ id: r.well.id }),
  'irrigationWell/inspection/plan/findPage': (r) => ({ wellId: r.well.id }),
  'irrigationWell/inspection/plan/save': inspectionPlan,
  'irrigationWell/inspection/plan/update': (r) => ({ id: r.inspection.plan.id, version: r.inspection.plan.version, ...inspectionPlan(r) }),
  'irrigationWell/inspection/plan/delete': (r) => ({ id: r.inspection.plan.id }),
  'irrigationWell/inspection/task/findPage': (r) => ({ planId: r.inspection.plan.id, placeId: r.well.placeId }),
  'irrigationWell/inspection/task/start': (r) => ({ id: r.inspection.waiting.id, version: r.inspection.waiting.version }),
  'irrigationWell/inspection/task/finish': (r) => ({
    id: r.inspection.running.id,
    version: r.inspection.running.version,
    result: 'NORMAL',
    health: 'A',
    remark: '',
    pictures: [],
  }),
  'irrigationWell/alarmRule/findPage': (r) => ({ wellId: r.well.id }),
  'irrigationWell/history/curve': (r) => ({ wellId: r.well.id, range: 'week' }),
  'irrigationWell/history/sparklines': (r) => ({ wellIds: [r.well.id] }),
  'irrigationWell/alarmRule/save': (r) => ({
    wellId: r.well.id,
    kind: 'offline',
    enabled: 'Y',
    coolDownMinutes: 60,
    currentLimit: null,
    offlineMinutes: 15,
    levelJump: null,
  }),
  'irrigationWell/alarmRule/update': (r) => ({
    id: r.alarmRule.id,
    version: r.alarmRule.version,
    wellId: null,
    kind: 'fault',
    enabled: 'N',
    coolDownMinutes: 60,
    currentLimit: null,
    offlineMinutes: null,
    levelJump: null,
  }),
  'irrigationWell/alarmRule/delete': (r) => ({ id: r.alarmRule.id }),
  'plat/farmer/changePlace/findPlaceList': (r) => ({ farmerId: r.card.farmerId }),
  'plat/farmer/changePlace/findChangePlaceList': (r) => ({ farmerId: r.card.farmerId }),
  'plat/farmer/changePlace/change': (r) => ({ farmerId: r.card.farmerId, placeId: r.otherPlaceId }),
  'plat/operLog/findById': (r) => ({ id: r.operId ?? 1 }),
  'plat/role/edit': (r) => ({ id: r.role.id, version: r.role.version, name: '走查角色', remark: '', menuIds: [] }),
  'plat/role/findById': (r) => ({ id: r.role.id }),
  'plat/role/delete': (r) => ({ id: r.role.id }),
  'plat/user/edit/add': (r, password) => ({ mobile: '13622223333', name: '走查用户', roleIds: [r.role.id], enabled: 'Y', password }),
  'plat/user/checkMobilePhone': (r) => ({ mobile: r.user.mobile, id: r.user.id }),
  'plat/user/findById': (r) => ({ id: r.user.id }),
  'plat/user/findPage': (r) => ({ roleId: r.role.id }),
  'plat/user/delete': (r) => ({ id: r.user.id }),
  'plat/user/edit/update': (r) => ({
    id: r.user.id,
    version: r.user.version,
    mobile: r.user.mobile,
    name: '走查用户',
    roleIds: [r.role.id],
    enabled: 'Y',
  }),
};

/** A well-formed input of each call (of a logged-in user) that names no row but needs fields. */
export const PLAIN_INPUTS: Readonly<Record<string, Input>> = {
  'plat/param/edit': {
    paramCd: 'personalizedName',
    paramValue: { equipment: '设备', equipmentName: '设备编号', equipmentAdmin: '管理员', place: '村镇' },
  },
  'plat/param/findByCd': { paramCd: 'personalizedName' },
  'common/export': { call: 'irrigationWell/equip/findPage', format: 'csv' },
  'plat/area/findAreaList': { areaParentId: '1301' },
  'irrigationWell/settlement/saveSetting': {
    way: 'daily',
    payMeans: 'bank',
    accountBinding: 'both',
    bindTransferType: 'both',
    accountName: '走查',
    accountNo: '6222000011112222',
    version: 0,
  },
  'plat/area/findCityList': { areaParentId: '13' },
  'plat/common/region/getArea': { areaParentId: '1301' },
  'plat/common/region/getCity': { areaParentId: '13' },
  'api-system/system/region/findRegion': { id: '13' },
  'fertigation/equip/checkCd': { cd: 'WALK-CD' },
  'fertigation/equip/type/add': { name: '走查类型', kind: 'fertigation', model: '', tankCount: 3, valveLimit: 16, remark: '' },
  'fertigation/equip/importCsv': { content: Buffer.from('设备编号\r\n').toString('base64') },
  'fertigation/valve/importCsv': { content: Buffer.from('阀门编号\r\n').toString('base64') },
  'fertigation/place/findManagerNameByMobile': { mobile: '13800000000' },
  'irrigationWell/place/findManagerNameByMobile': { mobile: '13800000000' },
  'plat/role/add/save': { name: '走查新角色', remark: '', menuIds: [] },
  'irrigationWell/ledger/trialBalance': { verify: true },
  'api-user/user/place/select': { keyword: '村' },
  'irrigationWell/alarmRule/wells': { keyword: 'A' },
};

/** The input the walks send to a call: built from the merchant's rows, a plain one, or none. */
export function inputFor(path: string, rows: MerchantRows, encryptedPassword: string): Input {
  return ROW_INPUTS[path]?.(rows, encryptedPassword) ?? PLAIN_INPUTS[path] ?? {};
}

/** Calls whose id fields name rows shared by every merchant (regions, menus): no object check applies. */
export const GLOBAL_ID_CALLS: readonly string[] = ['api-system/system/region/findRegion'];

/** Fields of a request schema (nested objects and arrays included) that hold row ids: `id`, `…Id`, `…Ids`. */
export function idFields(schema: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, depth: number): void => {
    const def = (node as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def || depth > 8) return;
    if (def.type === 'object') {
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) {
        if (/^id$|Ids?$/.test(key)) found.add(key);
        walk(value, depth + 1);
      }
    }
    for (const inner of [def.innerType, def.element, def.in, def.out, ...((def.options as unknown[] | undefined) ?? [])])
      walk(inner, depth + 1);
  };
  walk(schema, 0);
  return [...found].sort();
}

/** Fields naming rows every merchant shares: menus (role grants) and regions. */
export const GLOBAL_ID_FIELDS: readonly string[] = ['menuIds', 'areaParentId'];
