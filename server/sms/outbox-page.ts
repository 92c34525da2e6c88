import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDateTime } from '../http/format';

/** The development outbox page of the reference server (never in production). */
export const SMS_OUTBOX_PATH = '/dev/sms-outbox';
export const SMS_OUTBOX_SHOWN = 50;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

interface OutboxRow {
  mobile: string;
  text: string;
  created_at: Date;
}

export function outboxPage(rows: readonly OutboxRow[]): string {
  const body =
    rows.length === 0
      ? '<p>暂无短信</p>'
      : `<table><thead><tr><th>时间</th><th>手机号</th><th>内容</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${escapeHtml(formatDateTime(r.created_at))}</td><td>${escapeHtml(r.mobile)}</td><td>${escapeHtml(r.text)}</td></tr>`,
          )
          .join('')}</tbody></table>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>短信发件箱（开发）</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style>
</head><body><h1>短信发件箱（开发）</h1><p>最近 ${SMS_OUTBOX_SHOWN} 条，最新在前；这些短信没有真正发出。</p>${body}</body></html>`;
}

/** GET /dev/sms-outbox: the latest messages the outbox provider recorded, newest first. */
export function registerSmsOutboxPage(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(SMS_OUTBOX_PATH, async (_request, reply) => {
    const rows = await db
      .selectFrom('sms_outbox')
      .select(['mobile', 'text', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SMS_OUTBOX_SHOWN)
      .execute();
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(outboxPage(rows));
  });
}
