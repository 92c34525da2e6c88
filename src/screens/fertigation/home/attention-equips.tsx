import type { HomeSummary } from '../../../api/contract/fertigation/home';
import { fertigationPermissions as p } from '../../../api/contract/fertigation/permissions';
import { fertigationHomeTexts as t } from '../../../i18n/zh-CN/fertigation-home';
import { buildPath } from '../../../router';
import { useSession } from '../../../session/public/session';
import { hasPermission } from '../../../ui/permission';
import { AttentionList } from '../../business/home/attention-list';

const EQUIP = '/fertigation/equip';

/**
 * The machines that ask for attention (fault reports not processed, damaged, offline while enabled),
 * each a link to it in 设备管理 (filtered by its code) for holders of that page.
 */
export function AttentionEquips({ attention }: { attention: HomeSummary['attention'] }) {
  const canOpen = hasPermission(
    useSession((s) => s.permissions),
    [p.equip.view],
  );
  return (
    <AttentionList
      title={t.attentionSection(attention.total)}
      empty={t.noAttention}
      total={attention.total}
      items={attention.equips.map((e) => ({
        id: e.id,
        name: `${e.cd} ${e.name}`,
        place: e.placeName,
        reasons: [e.faults > 0 && t.faults(e.faults), e.damaged && t.damaged, e.offline && t.offline].filter((r) => r !== false),
        ...(canOpen ? { to: buildPath(EQUIP, { keyword: e.cd }) } : {}),
      }))}
      {...(canOpen ? { all: { to: EQUIP, text: t.allAttention(attention.total) } } : {})}
    />
  );
}
