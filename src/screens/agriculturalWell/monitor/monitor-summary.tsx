import { wellMonitorTexts as t } from '../../../i18n/zh-CN/well-monitor';
import type { MonitorSummary } from './monitor-filters';

/** The merchant's counts above the table: wells, online, running, water level alarms (red when any). */
export function MonitorSummaryStrip({ summary }: { summary: MonitorSummary | null }) {
  const items: [keyof MonitorSummary, boolean][] = [
    ['wells', false],
    ['online', false],
    ['running', false],
    ['levelAlarms', true],
  ];
  return (
    <dl className="irr-monitor-summary" aria-label={t.summary.label} part="summary">
      {items.map(([key, alarm]) => (
        <div key={key} data-key={key} data-alert={(alarm && (summary?.[key] ?? 0) > 0) || undefined}>
          <dt>{t.summary[key]}</dt>
          <dd>{summary ? summary[key] : '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
