import type { WellHomeSummary } from '../../../api/contract/well/home';
import { wellPermissions as p } from '../../../api/contract/well/permissions';
import { wellHomeTexts as t } from '../../../i18n/zh-CN/well-home';
import { buildPath } from '../../../router';
import { useSession } from '../../../session/public/session';
import { hasPermission } from '../../../ui/permission';
import { AttentionList } from '../../business/home/attention-list';

const MONITOR = '/agriculturalWell/monitor';

/**
 * The wells that ask for attention (offline, alarms, faults not processed), most alarms and faults
 * first, each a link to it in 运行监控 (filtered by its code) for holders of that page.
 */
export function AttentionWells({ attention, equipment }: { attention: WellHomeSummary['attention']; equipment: string }) {
  const canOpen = hasPermission(
    useSession((s) => s.permissions),
    [p.monitor.view],
  );
  return (
    <AttentionList
      title={t.attentionSection(equipment, attention.total)}
      empty={t.noAttention(equipment)}
      total={attention.total}
      items={attention.wells.map((w) => ({
        id: w.id,
        name: `${w.cd} ${w.name}`,
        place: w.placeName,
        reasons: [w.offline && t.offline, w.alarms > 0 && t.alarms(w.alarms), w.faults > 0 && t.faults(w.faults)].filter(
          (r) => r !== false,
        ),
        ...(canOpen ? { to: buildPath(MONITOR, { keyword: w.cd }) } : {}),
      }))}
      {...(canOpen ? { all: { to: MONITOR, text: t.allAttention(attention.total) } } : {})}
    />
  );
}
