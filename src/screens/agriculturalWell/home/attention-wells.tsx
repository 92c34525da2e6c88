import { useId } from 'react';
import type { WellHomeSummary } from '../../../api/contract/well/home';
import { wellPermissions as p } from '../../../api/contract/well/permissions';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import { buildPath, Link } from '../../../router';
import { useSession } from '../../../session/public/session';
import { hasPermission } from '../../../ui/permission';

const MONITOR = '/agriculturalWell/monitor';

/**
 * The wells that ask for attention (offline, alarms, faults not processed), most alarms and faults
 * first, each a link to it in 运行监控 (filtered by its code) for holders of that page.
 */
export function AttentionWells({ attention, equipment }: { attention: WellHomeSummary['attention']; equipment: string }) {
  const headingId = useId();
  const canOpen = hasPermission(
    useSession((s) => s.permissions),
    [p.monitor.view],
  );
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.attentionSection(equipment, attention.total)}</h2>
      {attention.wells.length === 0 ? (
        <p className="irr-home-state">{t.noAttention(equipment)}</p>
      ) : (
        <ul className="irr-attention" aria-labelledby={headingId}>
          {attention.wells.map((w) => {
            const name = `${w.cd} ${w.name}`;
            return (
              <li key={w.id}>
                {canOpen ? (
                  <Link className="irr-attention-well" to={buildPath(MONITOR, { keyword: w.cd })}>
                    {name}
                  </Link>
                ) : (
                  <span className="irr-attention-well">{name}</span>
                )}
                <span className="irr-attention-place">{w.placeName}</span>
                <span className="irr-attention-reasons">
                  {w.offline && <span className="irr-attention-reason">{t.offline}</span>}
                  {w.alarms > 0 && <span className="irr-attention-reason">{t.alarms(w.alarms)}</span>}
                  {w.faults > 0 && <span className="irr-attention-reason">{t.faults(w.faults)}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {attention.total > attention.wells.length && canOpen && (
        <Link className="irr-notices-all" to={MONITOR}>
          {t.allAttention(attention.total)}
        </Link>
      )}
    </section>
  );
}
