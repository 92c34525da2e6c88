import type { PersonalizedNames } from '../../../api/contract/param';
import { defaultPersonalizedNames } from '../../../api/contract/param';
import { paramTexts as t } from '../../../i18n/zh-CN/system-param';
import type { FieldSpec } from '../../../ui/form/field-spec';

/** The four personalised names of spec section 1, in the order the screen shows them. */
export const NAME_KEYS = ['equipment', 'equipmentName', 'equipmentAdmin', 'place'] as const satisfies readonly (keyof PersonalizedNames)[];

export const NAME_LABELS: Readonly<Record<keyof PersonalizedNames, string>> = {
  equipment: t.equipment,
  equipmentName: t.equipmentName,
  equipmentAdmin: t.equipmentAdmin,
  place: t.place,
};

/** The contract's limit (plat/param/edit): at most 10 characters once trimmed. */
export const NAME_MAX = 10;

const atMost = (label: string) => (value: string) => ([...value.trim()].length > NAME_MAX ? t.tooLong(label) : null);

/** Required text fields, each starting at `values` and hinting its default. */
export function nameFields(values: PersonalizedNames): FieldSpec[] {
  return NAME_KEYS.map((key) => ({
    name: key,
    label: NAME_LABELS[key],
    type: 'text',
    required: true,
    rules: [atMost(NAME_LABELS[key])],
    defaultValue: values[key],
    placeholder: t.defaultHint(defaultPersonalizedNames[key]),
  }));
}
