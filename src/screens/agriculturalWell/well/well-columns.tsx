import type { PersonalizedNames } from '../../../api/contract/param';
import type { WellRow } from '../../../api/contract/well/equip';
import { wellColumnDefs } from '../../../api/contract/well/equip-columns';
import { label } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import { SignalStrength } from '../../../ui/signal';
import { tableColumnsOf, type TableColumn } from '../../../ui/table';
import { billingText } from './well-format';

/**
 * The well table (wellColumnDefs: the status shows the health, the billing its prices). With
 * `onSelect` a well's code is a button that picks it (the portal's `irr-well-select`); `actions` is
 * a last column (the screen's row actions).
 */
export function wellColumns(
  labels: PersonalizedNames,
  onSelect?: (row: WellRow) => void,
  actions?: TableColumn<WellRow>,
): TableColumn<WellRow>[] {
  return tableColumnsOf(
    wellColumnDefs,
    {
      cd: {
        width: 130,
        fixed: 'left',
        render: (r) =>
          onSelect ? (
            <button type="button" className="irr-well-select" aria-label={t.select(`${r.cd} ${r.name}`)} onClick={() => onSelect(r)}>
              {r.cd}
            </button>
          ) : (
            r.cd
          ),
      },
      name: { width: 160, ellipsis: true },
      placeName: { width: 120, ellipsis: true },
      status: {
        width: 110,
        render: (r) => (
          <span data-status={r.status} data-health={r.health}>
            {t.statusAndHealth(label('deviceStatus', r.status), label('deviceHealth', r.health))}
          </span>
        ),
      },
      running: 90,
      signal: { width: 120, render: (r) => <SignalStrength isOnline={r.isOnline} sig={r.sig} sigIntensity={r.sigIntensity} /> },
      billing: { width: 260, render: billingText },
      transformer: 80,
      keeper: { width: 180, ellipsis: true },
      location: { width: 200, ellipsis: true },
    },
    { names: labels, actions },
  );
}
