import { useEffect, useId, useRef, useState } from 'react';
import { placeTexts } from '../../i18n/zh-CN/place-select';
import { useStyles } from '../styles/use-styles';
import { placeSelectStyles } from './place-select.styles';

/** One of the merchant's places (spec section 3). */
export interface Place {
  id: number | string;
  name: string;
}

export interface PlacePickerProps {
  /** Loads the merchant's places (e.g. the fertigation placeList call): once on mount, and again when `reloadKey` changes. */
  fetchPlaces: () => Promise<Place[]>;
  /** Change it to load the places again (a new `fetchPlaces` function alone does not). @default undefined */
  reloadKey?: unknown;
  /** The picked place's id (controlled). @default uncontrolled, starting with none */
  value?: Place['id'] | null;
  /** The picked place, or null for none. @default none */
  onChange?: (place: Place | null) => void;
  /** The visible label. @default '村镇' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/** A select of the merchant's places. */
export function PlacePicker({ fetchPlaces, reloadKey, value, onChange, label = placeTexts.place, disabled = false }: PlacePickerProps) {
  useStyles(placeSelectStyles);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [own, setOwn] = useState<Place['id'] | null>(null);
  const picked = value === undefined ? own : value;
  const id = useId();
  const fetcher = useRef(fetchPlaces);
  fetcher.current = fetchPlaces;
  useEffect(() => {
    let live = true;
    setPlaces(null);
    fetcher.current().then(
      (list) => live && setPlaces(list),
      () => live && setPlaces([]),
    );
    return () => {
      live = false;
    };
  }, [reloadKey]);

  return (
    <div className="irr-place" part="place-picker">
      <label htmlFor={id}>
        {label}
        <select
          id={id}
          value={picked === null ? '' : String(picked)}
          disabled={disabled || places === null}
          aria-busy={places === null}
          onChange={(e) => {
            const place = places?.find((p) => String(p.id) === e.currentTarget.value) ?? null;
            setOwn(place?.id ?? null);
            onChange?.(place);
          }}
        >
          <option value="">{places === null ? placeTexts.loading : placeTexts.choose}</option>
          {places?.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
