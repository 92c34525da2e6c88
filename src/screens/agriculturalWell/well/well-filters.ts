import { BILLING_MODES, DEVICE_STATUSES } from '../../../api/contract/fields';
import type { PersonalizedNames } from '../../../api/contract/param';
import { label, options } from '../../../i18n/zh-CN/enums';
import { wellEquipTexts as t } from '../../../i18n/zh-CN/well-equip';
import type { FieldOption, FieldSpec } from '../../../ui/form';

export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** True for a device status of spec section 3 (an element's `status` attribute is any text). */
export const isDeviceStatus = (v: unknown): v is DeviceStatus =>
  typeof v === 'string' && (DEVICE_STATUSES as readonly string[]).includes(v);

/** Only the three modes a well is set to (the enumeration's legacy names are labels, not choices). */
const billingModes: FieldOption[] = BILLING_MODES.map((m) => ({ value: m, label: label('billingMode', m) }));

/** The well table's filters; `placeId` and `status` start at the given values. */
export function wellFilters(
  labels: PersonalizedNames,
  places: FieldOption[],
  initial: { placeId?: number; status?: DeviceStatus },
): FieldSpec[] {
  return [
    { name: 'keyword', label: t.keyword(labels.equipmentName, labels.equipmentAdmin), type: 'text' },
    { name: 'placeId', label: labels.place, type: 'select', options: places, defaultValue: initial.placeId ? String(initial.placeId) : '' },
    { name: 'status', label: t.status, type: 'select', options: options('deviceStatus'), defaultValue: initial.status ?? '' },
    { name: 'running', label: t.running, type: 'select', options: options('deviceRunning') },
    {
      name: 'isOnline',
      label: t.online,
      type: 'select',
      options: [
        { value: 'Y', label: t.isOnline },
        { value: 'N', label: t.offline },
      ],
    },
    { name: 'billingMode', label: t.billing, type: 'select', options: billingModes },
  ];
}
