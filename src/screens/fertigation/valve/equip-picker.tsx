import { useId } from 'react';
import { fertigationPlaceTexts as t } from '../../../i18n/zh-CN/fertigation-place';
import type { AreaChoice } from './use-area-options';

export interface EquipPickerProps {
  /** The valve's area; null before one is chosen. */
  area: AreaChoice | null;
  value: number | null;
  onChange: (equipId: number | null) => void;
}

const HINT = { gridColumn: 2, margin: 0, fontSize: 12 } as const;

/** The valve's machine: none, or the machine serving its area (the server refuses any other). */
export function EquipPicker({ area, value, onChange }: EquipPickerProps) {
  const id = useId();
  const hint = area === null ? t.pickAreaFirst : area.equipId === null ? t.areaWithoutEquip : null;
  return (
    <div className="irr-field">
      <label htmlFor={id}>{t.equipPick}</label>
      <select
        id={id}
        name="equipId"
        value={value === null ? '' : String(value)}
        disabled={area?.equipId == null}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t.noEquip}</option>
        {area?.equipId != null && <option value={String(area.equipId)}>{t.equipOption(area.equipCd ?? '', area.equipName ?? '')}</option>}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="irr-field-hint" style={HINT}>
          {hint}
        </p>
      )}
    </div>
  );
}
