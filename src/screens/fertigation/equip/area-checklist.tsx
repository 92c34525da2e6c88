import { useId } from 'react';
import { equipTexts as t } from '../../../i18n/zh-CN/fertigation-equip';
import { Table, type TableColumn } from '../../../ui/table';
import type { BindAreas, BindArea } from './use-bind-areas';

export interface AreaChecklistProps {
  bind: BindAreas;
  /** Whether a place is chosen (adding a machine starts without one). */
  hasPlace: boolean;
  placeTitle: string;
}

/**
 * The areas a machine serves, as a table of checkboxes (code, name, 亩, valves); each checkbox
 * is named after its area. Unchecking an area that was bound warns that its valves get unbound.
 */
export function AreaChecklist({ bind, hasPlace, placeTitle }: AreaChecklistProps) {
  const legendId = useId();
  const { areas, chosen, setChosen } = bind;
  const toggle = (area: BindArea, on: boolean) => setChosen(on ? [...chosen, area.id] : chosen.filter((id) => id !== area.id));
  const columns: TableColumn<BindArea>[] = [
    {
      key: 'choose',
      title: t.choose,
      width: 60,
      align: 'center',
      render: (a) => (
        <input
          type="checkbox"
          id={`${legendId}-${a.id}`}
          name="areaIds"
          value={String(a.id)}
          checked={chosen.includes(a.id)}
          aria-label={t.areaOption(a.cd, a.name)}
          onChange={(e) => toggle(a, e.target.checked)}
        />
      ),
    },
    { key: 'cd', title: t.areaCode, width: 120 },
    { key: 'name', title: t.areaName, render: (a) => <label htmlFor={`${legendId}-${a.id}`}>{a.name}</label> },
    { key: 'acreageMu', title: t.acreage, width: 90, align: 'right' },
    { key: 'valveCount', title: t.valveCount, width: 80, align: 'right' },
  ];
  const dropsValves = (areas ?? []).some((a) => a.checked && a.valveCount > 0 && !chosen.includes(a.id));
  let body;
  if (!hasPlace) body = <p>{t.pickPlaceFirst(placeTitle)}</p>;
  else if (areas === null) body = <p role="status">{t.loading}</p>;
  else if (areas.length === 0) body = <p>{t.noAreas(placeTitle)}</p>;
  else {
    body = (
      <>
        <Table columns={columns} rows={areas} label={t.areas} />
        <p role="status" aria-live="polite">
          {t.chosenCount(chosen.length)}
        </p>
        {dropsValves && (
          <p className="irr-field-error" role="alert">
            {t.unbindWarning}
          </p>
        )}
      </>
    );
  }
  return (
    <fieldset className="irr-area-checklist" aria-labelledby={legendId} data-areas="">
      <legend id={legendId}>{t.areas}</legend>
      {body}
    </fieldset>
  );
}
