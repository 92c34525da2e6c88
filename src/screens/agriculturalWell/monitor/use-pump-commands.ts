import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommandAction } from '../../../api/contract/device/messages';
import { command, commandState, type CommandRow } from '../../../api/contract/well/monitor';
import { callApi } from '../../../api/transport';
import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import { notify } from '../../../session/public/notify';
import { liveConnected } from '../../../session/public/live';

/** A well's last command as the screen shows it. */
export interface PumpCommand {
  id: number;
  action: CommandAction;
  /** Whose it is, for the outcome's message. */
  well: string;
  status: CommandRow['status'];
  reason: string;
  sentAt: number;
}

/** Asked again (commandState) this often while the stream is down, and once past this age whatever the stream says. */
const ASK_EVERY_MS = 3000;
const ASK_AFTER_MS = 12_000;
/** An outcome stays beside the buttons this long. */
const SHOWN_MS = 15_000;
/** Ends of commands not (yet) known to this screen kept for their call's answer. */
const EARLY_KEPT = 20;

export const outcomeText = (c: Pick<PumpCommand, 'status' | 'reason'>): string =>
  c.status === 'SENT' ? t.sent : c.status === 'ACKED' ? t.acked : c.status === 'REFUSED' ? t.refused(c.reason) : t.timeout;

/**
 * The pump commands sent from this screen, by well: `send` posts one (SENT), `answered` takes its
 * end from the live stream's `command` event; while the stream is down, or when no event came in
 * time, commandState is asked instead. The end is also said as a message.
 */
export function usePumpCommands() {
  const [byWell, setByWell] = useState<ReadonlyMap<number, PumpCommand>>(new Map());
  const latest = useRef(byWell);
  latest.current = byWell;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  /** Ends that came before the command call's own answer (a quick device acks before the page hears back). */
  const early = useRef(new Map<number, CommandRow>());

  const finish = useCallback((sent: PumpCommand, row: CommandRow) => {
    const ended = { ...sent, status: row.status, reason: row.reason };
    setByWell((m) => new Map(m).set(row.wellId, ended));
    const action = sent.action === 'start' ? t.start : t.stop;
    notify(t.outcome(action, sent.well, outcomeText(ended)), row.status === 'ACKED' ? 'success' : 'error');
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setByWell((m) => (m.get(row.wellId)?.id === row.id ? new Map([...m].filter(([id]) => id !== row.wellId)) : m));
    }, SHOWN_MS);
    timers.current.add(timer);
  }, []);

  const answered = useCallback(
    (row: CommandRow) => {
      if (row.status === 'SENT') return;
      const sent = latest.current.get(row.wellId);
      if (sent?.id === row.id) {
        if (sent.status === 'SENT') finish(sent, row);
        return;
      }
      if (sent && sent.id > row.id) return;
      // possibly this screen's command whose call has not answered yet: kept for `send` (a few, newest)
      early.current.set(row.id, row);
      for (const id of early.current.keys()) if (early.current.size > EARLY_KEPT) early.current.delete(id);
    },
    [finish],
  );

  const send = useCallback(
    async (wellId: number, well: string, action: CommandAction) => {
      const row = await callApi(command, { wellId, action }).catch(() => null);
      if (!row) return;
      const sent: PumpCommand = { id: row.id, action, well, status: row.status, reason: row.reason, sentAt: Date.now() };
      const ended = early.current.get(row.id);
      early.current.delete(row.id);
      if (ended) finish(sent, ended);
      else setByWell((m) => new Map(m).set(wellId, sent));
    },
    [finish],
  );

  const waiting = [...byWell.values()].some((c) => c.status === 'SENT');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      for (const c of latest.current.values()) {
        if (c.status !== 'SENT' || (liveConnected() && Date.now() - c.sentAt < ASK_AFTER_MS)) continue;
        void callApi(commandState, { id: c.id }, { hideError: true, loading: false }).then(answered, () => undefined);
      }
    }, ASK_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting, answered]);

  return { byWell, send, answered };
}
