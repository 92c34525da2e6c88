import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { PAYMENT_RESULT_CODES, PAYMENT_RESULT_TEXTS, type PaymentResultCode } from '../../src/api/contract/money/payment-codes';
import type { Database } from '../db/schema';
import { BusinessError } from '../http/business-error';
import { escapeHtml } from '../sms/outbox-page';
import { rechargeOrderNo } from './order-numbers';
import type { ReferencePaymentProvider } from './reference-payment-provider';
import { finishWellOrder, startWellOrder } from './well-orders';

/**
 * The development page of the money (never in production): what the reference payment provider was
 * asked, the codes it answers next, and a stand-in for a well's 4G module (a card swipe starts an
 * order, the stop reports its meter readings), until the devices speak MQTT.
 *   GET  /dev/money                 the page
 *   POST /dev/money/payments/next   { code }            the provider's next answer
 *   POST /dev/money/orders/start    { wellId, cardNo }  -> { recordId }
 *   POST /dev/money/orders/stop     { recordId, electricWh, waterLiters } -> { billId }
 */
export const DEV_MONEY_PATH = '/dev/money';

type Fields = Record<string, string | undefined>;

function page(provider: ReferencePaymentProvider, message = ''): string {
  const calls = provider.calls
    .slice(-50)
    .reverse()
    .map(
      (c) =>
        `<tr><td>${c.kind}</td><td>${escapeHtml(c.reference)}</td><td>${(c.amountFen / 100).toFixed(2)}</td><td>${escapeHtml(c.payMode)}</td><td>${c.code} ${PAYMENT_RESULT_TEXTS[c.code]}</td></tr>`,
    )
    .join('');
  const options = PAYMENT_RESULT_CODES.map((code) => `<option value="${code}">${code} ${PAYMENT_RESULT_TEXTS[code]}</option>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付与设备模拟（开发）</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}form{margin:8px 0}</style>
</head><body><h1>支付与设备模拟（开发）</h1>${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
<h2>支付通道的下一次应答</h2><form method="post" action="${DEV_MONEY_PATH}/payments/next"><label>应答码 <select name="code">${options}</select></label> <button>加入队列</button></form>
<h2>刷卡用水</h2><form method="post" action="${DEV_MONEY_PATH}/orders/start"><label>机井编号(id) <input name="wellId" inputmode="numeric" required></label> <label>卡号 <input name="cardNo" required></label> <button>刷卡开泵</button></form>
<form method="post" action="${DEV_MONEY_PATH}/orders/stop"><label>订单(id) <input name="recordId" inputmode="numeric" required></label> <label>电量(Wh) <input name="electricWh" inputmode="numeric" required></label> <label>水量(升) <input name="waterLiters" inputmode="numeric" value="0"></label> <button>停泵结算</button></form>
<h2>支付通道收到的请求（最近50条，最新在前）</h2><table><thead><tr><th>类型</th><th>单号</th><th>金额</th><th>方式</th><th>应答</th></tr></thead><tbody>${calls}</tbody></table>
</body></html>`;
}

const whole = (text: string | undefined) => (text !== undefined && /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** Answers JSON to a script, the page again to a form. */
function answer(reply: FastifyReply, form: boolean, provider: ReferencePaymentProvider, status: number, data: Record<string, unknown>) {
  if (!form) return reply.code(status).send(data);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page(provider, String(data.message ?? JSON.stringify(data))));
}

export function registerDevMoneyPage(app: FastifyInstance, db: Kysely<Database>, provider: ReferencePaymentProvider): void {
  void app.register(async (dev) => {
    dev.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const isForm = (contentType: string | undefined) => (contentType ?? '').startsWith('application/x-www-form-urlencoded');
    const fieldsOf = (body: unknown): Fields =>
      body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) : {};

    dev.get(DEV_MONEY_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(provider)),
    );

    dev.post(`${DEV_MONEY_PATH}/payments/next`, async (request, reply) => {
      const code = fieldsOf(request.body).code as PaymentResultCode;
      const form = isForm(request.headers['content-type']);
      if (!PAYMENT_RESULT_CODES.includes(code)) return answer(reply, form, provider, 400, { message: '未知的应答码' });
      provider.failNext(code);
      return answer(reply, form, provider, 200, { message: `下一次支付请求将应答 ${code} ${PAYMENT_RESULT_TEXTS[code]}` });
    });

    dev.post(`${DEV_MONEY_PATH}/orders/start`, async (request, reply) => {
      const f = fieldsOf(request.body);
      const form = isForm(request.headers['content-type']);
      const wellId = whole(f.wellId);
      const well =
        wellId === undefined
          ? undefined
          : await db.selectFrom('well').select(['id', 'merchant_id']).where('id', '=', wellId).executeTakeFirst();
      const card =
        well &&
        (await db
          .selectFrom('card')
          .select('id')
          .where('merchant_id', '=', well.merchant_id)
          .where('card_no', '=', (f.cardNo ?? '').trim())
          .executeTakeFirst());
      if (!well || !card) return answer(reply, form, provider, 400, { message: '机井或卡号不存在' });
      try {
        const at = new Date();
        const recordId = await db
          .transaction()
          .execute((trx) =>
            startWellOrder(
              trx,
              { merchantId: well.merchant_id, userId: null, at },
              { wellId: well.id, cardId: card.id, orderNo: rechargeOrderNo(at).replace(/^R/, 'W') },
            ),
          );
        return answer(reply, form, provider, 200, { recordId, message: `已开泵，订单 ${recordId}` });
      } catch (error) {
        if (error instanceof BusinessError) return answer(reply, form, provider, 409, { message: error.message });
        throw error;
      }
    });

    dev.post(`${DEV_MONEY_PATH}/orders/stop`, async (request, reply) => {
      const f = fieldsOf(request.body);
      const form = isForm(request.headers['content-type']);
      const recordId = whole(f.recordId);
      const electricWh = whole(f.electricWh);
      const waterLiters = whole(f.waterLiters ?? '0');
      const order =
        recordId === undefined
          ? undefined
          : await db.selectFrom('usage_record').select(['id', 'merchant_id']).where('id', '=', recordId).executeTakeFirst();
      if (!order || electricWh === undefined || waterLiters === undefined)
        return answer(reply, form, provider, 400, { message: '订单或读数有误' });
      try {
        const billId = await db
          .transaction()
          .execute((trx) =>
            finishWellOrder(trx, { merchantId: order.merchant_id, userId: null, at: new Date() }, order.id, { electricWh, waterLiters }),
          );
        return answer(reply, form, provider, 200, { billId, message: `已停泵结算，账单 ${billId}` });
      } catch (error) {
        if (error instanceof BusinessError) return answer(reply, form, provider, 409, { message: error.message });
        throw error;
      }
    });
  });
}
