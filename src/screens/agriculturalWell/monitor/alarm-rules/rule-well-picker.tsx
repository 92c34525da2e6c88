import { findWells } from '../../../../api/contract/well/alarm-rule';
import type { CallResponse } from '../../../../api/contract/define-call';
import { callApi } from '../../../../api/transport';
import { wellAlarmRuleTexts as t } from '../../../../i18n/zh-CN/well-alarm-rules';
import { DropdownSearchTable } from '../../../../ui/dropdown-search-table';
import type { PickedWell } from './rule-draft';

type FoundWell = CallResponse<typeof findWells>[number];

export interface RuleWellPickerProps {
  value: PickedWell | null;
  onChange: (well: PickedWell | null) => void;
}

/** The rule's well: type a code or name, pick a match (irrigationWell/alarmRule/wells); a picked one shows with a button to pick again. */
export function RuleWellPicker({ value, onChange }: RuleWellPickerProps) {
  const search = async (keyword: string): Promise<readonly FoundWell[]> => {
    try {
      return await callApi(findWells, { keyword: keyword || undefined }, { loading: false });
    } catch {
      return []; // the transport showed why
    }
  };
  if (value) {
    return (
      <span className="irr-alarm-rule-well">
        <output>{value.label}</output>
        <button type="button" className="irr-button" onClick={() => onChange(null)}>
          {t.changeWell}
        </button>
      </span>
    );
  }
  return (
    <DropdownSearchTable<FoundWell>
      label={t.well}
      placeholder={t.wellSearch}
      search={search}
      columns={[
        { key: 'cd', title: t.wellCode },
        { key: 'name', title: t.wellName },
        { key: 'placeName', title: t.place },
      ]}
      onSelect={(w) => onChange({ id: w.id, label: `${w.name}(${w.cd})` })}
    />
  );
}
