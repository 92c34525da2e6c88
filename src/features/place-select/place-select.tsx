import { useId, useState } from 'react';
import type { Region } from '../../api/contract/schemas';
import { placeTexts } from '../../i18n/zh-CN/place-select';
import { useStyles } from '../../ui/styles/use-styles';
import { shortRegionCode, type LocationSelection } from '../../ui/place-select/location-selection';
import { placeSelectStyles } from '../../ui/place-select/place-select.styles';
import { useRegionChildren } from './use-region-children';

export interface PlaceSelectProps {
  /** The selection shown (codes 2/4/6 digits, or padded to 6); a later non-null value replaces the picks. @default null */
  value?: LocationSelection | null;
  /** A whole selection (province, city and area; area empty for a city without areas), or null while incomplete. */
  onChange?: (selection: LocationSelection | null) => void;
  /** Accessible name of the group. @default '所在地区' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

interface Picked {
  province?: string;
  city?: string;
  area?: string;
}

const pad = (code: string | undefined) => (code ? code.padEnd(6, '0') : undefined);
const pickedOf = (value: LocationSelection | null): Picked => ({
  province: pad(value?.provinceCode),
  city: pad(value?.cityCode),
  area: pad(value?.areaCode),
});
const nameOf = (list: Region[] | null, cd: string | undefined) => list?.find((r) => r.cd === cd)?.name ?? '';

/**
 * Province, city and area as three native selects fed by the region calls; produces the spec's
 * location selection with 2/4/6-digit codes.
 */
export function PlaceSelect({ value = null, onChange, label = placeTexts.region, disabled = false }: PlaceSelectProps) {
  useStyles(placeSelectStyles);
  const [picked, setPicked] = useState<Picked>(() => pickedOf(value));
  const valueKey = `${value?.provinceCode ?? ''}/${value?.cityCode ?? ''}/${value?.areaCode ?? ''}`;
  // A new non-null value replaces the picks (adjusted while rendering, not in a late effect);
  // a null value (the parent echoing an incomplete pick) must not wipe the province just picked.
  const [shownKey, setShownKey] = useState(valueKey);
  if (shownKey !== valueKey) {
    setShownKey(valueKey);
    if (value) setPicked(pickedOf(value));
  }
  const provinces = useRegionChildren('');
  const cities = useRegionChildren(picked.province);
  const areas = useRegionChildren(picked.city);
  const id = useId();

  const emit = (next: Picked, areaList: Region[] | null) => {
    setPicked(next);
    if (!onChange) return;
    const complete = next.province && next.city && (next.area || areaList?.length === 0);
    onChange(
      complete
        ? {
            province: nameOf(provinces, next.province),
            provinceCode: shortRegionCode(next.province!, 'province'),
            city: nameOf(cities, next.city),
            cityCode: shortRegionCode(next.city!, 'city'),
            area: next.area ? nameOf(areaList, next.area) : '',
            areaCode: next.area ? shortRegionCode(next.area, 'area') : '',
          }
        : null,
    );
  };

  const select = (level: keyof Picked, text: string, list: Region[] | null, onPick: (cd: string | undefined) => void) => (
    <label htmlFor={`${id}-${level}`}>
      {text}
      <select
        id={`${id}-${level}`}
        name={level}
        value={picked[level] ?? ''}
        disabled={disabled || list === null || (level !== 'province' && !list.length)}
        aria-busy={list === null}
        onChange={(e) => onPick(e.currentTarget.value || undefined)}
      >
        <option value="">{list === null ? placeTexts.loading : placeTexts.choose}</option>
        {list?.map((r) => (
          <option key={r.cd} value={r.cd}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="irr-place" role="group" aria-label={label} part="place-select">
      {select('province', placeTexts.province, provinces, (province) => emit({ province }, null))}
      {select('city', placeTexts.city, picked.province ? cities : [], (city) => emit({ province: picked.province, city }, null))}
      {select('area', placeTexts.area, picked.city ? areas : [], (area) => emit({ ...picked, area }, areas))}
    </div>
  );
}
