import { add, opt, type EquipTypeRow } from '../../../api/contract/fertigation/equip-type';
import type { EQUIPMENT_KINDS } from '../../../api/contract/fields';
import { callApi } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';

export interface EquipTypeFormDialogProps {
  /** The type to edit; null adds one. */
  type: EquipTypeRow | null;
  onSaved: () => void;
  onClose: () => void;
}

const intIn = (min: number, max: number, what: string) => (v: string) =>
  /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max ? null : t.range(what, min, max);

function fieldsOf(type: EquipTypeRow | null): FieldSpec[] {
  return [
    { name: 'name', label: t.name, type: 'text', required: true, defaultValue: type?.name ?? '' },
    {
      name: 'kind',
      label: t.kind,
      type: 'select',
      required: true,
      options: options('equipmentKind'),
      defaultValue: type?.kind ?? 'fertigation',
    },
    { name: 'model', label: t.model, type: 'text', defaultValue: type?.model ?? '' },
    {
      name: 'tankCount',
      label: t.tankCount,
      type: 'number',
      required: true,
      rules: [intIn(1, 3, t.tankCount)],
      defaultValue: String(type?.tankCount ?? 3),
    },
    {
      name: 'valveLimit',
      label: t.valveLimit,
      type: 'number',
      required: true,
      rules: [intIn(1, 256, t.valveLimit)],
      defaultValue: String(type?.valveLimit ?? 32),
    },
    { name: 'remark', label: t.remark, type: 'textarea', defaultValue: type?.remark ?? '' },
  ];
}

/** Adds an equipment type, or edits one through `opt` with the version read. */
export function EquipTypeFormDialog({ type, onSaved, onClose }: EquipTypeFormDialogProps) {
  const submit = async (v: FieldValues) => {
    const fields = {
      name: String(v.name),
      kind: String(v.kind) as (typeof EQUIPMENT_KINDS)[number],
      model: String(v.model),
      tankCount: Number(v.tankCount),
      valveLimit: Number(v.valveLimit),
      remark: String(v.remark),
    };
    await (type ? callApi(opt, { action: 'edit', id: type.id, version: type.version, ...fields }) : callApi(add, fields));
    onSaved();
  };
  const title = type ? t.editType : t.addType;
  return (
    <Dialog open title={title} onClose={onClose} width={520}>
      <DynamicForm fields={fieldsOf(type)} submitText={t.save} label={title} onSubmit={(v) => submit(v).catch(() => undefined)} />
    </Dialog>
  );
}
