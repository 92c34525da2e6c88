import { findPage, type WellRow } from '../../../api/contract/well/equip';
import { callApi } from '../../../api/transport';
import { wellReportTexts as t } from '../../../i18n/zh-CN/well-report';
import { useSession } from '../../../session/public/session';
import { DropdownSearchTable } from '../../../ui/dropdown-search-table';
import type { PickedWell } from './report-query';

export interface WellPickerProps {
  value: PickedWell | null;
  onChange: (well: PickedWell | null) => void;
  /** Search only the wells of this place ('' for all). */
  placeId: string;
}

const SEARCH_SIZE = 10;

/**
 * The well filter: type a well's code or name, pick one of the matches (irrigationWell/equip/findPage);
 * the picked well shows with a button that clears it.
 */
export function WellPicker({ value, onChange, placeId }: WellPickerProps) {
  const names = useSession((s) => s.labels);
  const search = async (keyword: string): Promise<readonly WellRow[]> => {
    const input = { page: 1, size: SEARCH_SIZE, keyword: keyword || undefined, placeId: placeId ? Number(placeId) : undefined };
    try {
      return (await callApi(findPage, input, { loading: false })).records;
    } catch {
      return []; // the transport showed why
    }
  };
  if (value) {
    return (
      <span className="irr-report-well">
        {t.well(names.equipment)}：<output>{value.name}</output>
        <button type="button" className="irr-button" onClick={() => onChange(null)}>
          {t.clearWell(names.equipment)}
        </button>
      </span>
    );
  }
  return (
    <DropdownSearchTable<WellRow>
      label={t.well(names.equipment)}
      placeholder={t.wellSearch(names.equipment)}
      search={search}
      columns={[
        { key: 'cd', title: names.equipmentName },
        { key: 'name', title: t.wellName },
        { key: 'placeName', title: names.place },
      ]}
      onSelect={(w) => onChange({ id: w.id, name: `${w.name}(${w.cd})` })}
    />
  );
}
