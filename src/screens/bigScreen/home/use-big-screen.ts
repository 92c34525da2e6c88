import { useCallback, useEffect, useMemo, useState } from 'react';
import { today as bigScreenToday, type BigScreenToday } from '../../../api/contract/well/big-screen';
import { findPage as feedbackPage } from '../../../api/contract/well/feedback';
import { findAll as allWells, type MonitorRow } from '../../../api/contract/well/monitor';
import { wellPermissions } from '../../../api/contract/well/permissions';
import { callApi } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { useLiveFeed } from '../../../session/public/live';
import { useSignedInToken } from '../../../session/public/session';
import { businessNow, formatDate } from '../../../ui/date-range';
import { usePermission } from '../../../ui/permission';
import { WELL_STATES, dotState, type WellState } from './well-map-layout';

/** An alarm in the list: from the live stream, or an open fault feedback at load. */
export interface BigScreenAlarm {
  key: string;
  time: string;
  title: string;
  well: string;
}

const QUIET = { loading: false, keepOnRouteChange: true } as const;
/** As many as the alarm card holds (big-screen.styles.ts). */
export const ALARMS_SHOWN = 6;
/** Today's figures are asked again this often (an order's water grows while it runs; no event says so). */
export const TODAY_REFRESH_MS = 60_000;

/** The live stream as the header shows it: not opened yet, open, or broken and being opened again. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** An alarm's time as the list shows it: the time of day when it is today's (China time), else the day and the minute. */
function shownTime(at: string): string {
  return at.slice(0, 10) === formatDate(businessNow()) ? at.slice(11) : at.slice(5, 16);
}

const clock = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });

/**
 * The big screen's data: every well (the map, the counts and the states: one findAll, kept up to
 * date by the live `wells` events), today's figures, hours and rankings (bigScreen/today, loaded
 * again on `day` and `alarm` and every minute), the latest alarms (open faults at load when the user
 * may read them, then the live ones), and all of it again after a reconnect.
 */
export function useBigScreen() {
  const [wells, setWells] = useState<ReadonlyMap<number, MonitorRow> | null>(null);
  const [today, setToday] = useState<BigScreenToday | null>(null);
  const [alarms, setAlarms] = useState<readonly BigScreenAlarm[]>([]);
  const [live, setLive] = useState<LiveState>('connecting');
  const readsFaults = usePermission([wellPermissions.feedback.view]);
  // signed out (a logout in progress: the permissions change too): nothing loaded with an ended token
  const signedIn = useSignedInToken() !== null;

  const loadToday = useCallback(() => {
    callApi(bigScreenToday, {}, QUIET).then(setToday, () => undefined);
  }, []);
  const loadAll = useCallback(() => {
    if (!signedIn) return;
    callApi(allWells, {}, QUIET).then(
      ({ records }) => setWells(new Map(records.map((r) => [r.id, r]))),
      () => undefined,
    );
    loadToday();
    if (readsFaults) {
      callApi(feedbackPage, { page: 1, size: ALARMS_SHOWN, processed: 'N' }, QUIET).then(
        (page) =>
          setAlarms(
            // the server's page sizes are 10 and up: the first of them
            page.records.slice(0, ALARMS_SHOWN).map((f) => ({
              key: `f${f.id}`,
              time: shownTime(f.createTime),
              title: label('faultType', f.faultType),
              well: `${f.equipName}(${f.equipCd})`,
            })),
          ),
        () => undefined,
      );
    }
  }, [loadToday, readsFaults, signedIn]);
  useEffect(loadAll, [loadAll]);
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setInterval(loadToday, TODAY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loadToday, signedIn]);

  useLiveFeed((notice) => {
    switch (notice.type) {
      case 'open':
        setLive('live');
        if (notice.again) loadAll();
        return;
      case 'closed':
        setLive('reconnecting');
        return;
      case 'wells':
        setWells((m) => {
          if (!m) return m;
          const next = new Map(m);
          for (const row of notice.rows) next.set(row.id, row);
          return next;
        });
        return;
      case 'day':
        loadToday();
        return;
      case 'alarm': {
        const row = wells?.get(notice.wellId);
        const alarm = {
          key: `a${notice.at}-${notice.wellId}`,
          time: clock(notice.at),
          title: notice.title,
          well: row ? `${row.name}(${row.cd})` : '',
        };
        setAlarms((list) => [alarm, ...list].slice(0, ALARMS_SHOWN));
        loadToday();
        return;
      }
      default:
    }
  });

  const rows = useMemo(() => (wells ? [...wells.values()] : []), [wells]);
  const counts = useMemo(
    () => ({
      wells: rows.length,
      online: rows.filter((r) => r.isOnline).length,
      running: rows.filter((r) => r.running === 'use').length,
      levelAlarms: rows.filter((r) => r.waterLevelState !== 'normal').length,
    }),
    [rows],
  );
  const states = useMemo(() => {
    const by = Object.fromEntries(WELL_STATES.map((s) => [s, 0])) as Record<WellState, number>;
    for (const r of rows) by[dotState(r)] += 1;
    return by;
  }, [rows]);
  return { loaded: wells !== null, rows, counts, states, today, alarms, live };
}
