import { useState } from 'react';
import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import { CalendarDayPicker } from '../../ui/calendar';
import { Carousel } from '../../ui/carousel';
import { DateRangePicker } from '../../ui/date-range';
import { ImportErrorDialog, type ImportErrorResult } from '../../ui/import-error';
import { PlacePicker, PlaceSelect } from '../../ui/place-select';
import { RefundDialog } from '../../ui/refund-dialog';
import { SortableList } from '../../ui/sortable-list';
import { ConsoleImageUpload, MultiImageUpload, type ImageUploader } from '../../ui/upload';
import { sampleCalendar, sampleImportErrors, samplePlaces, sampleSteps } from './gallery-samples';

/** Keeps the picked file in the page: the gallery needs no server. */
const localUploader: ImageUploader = async (file) => ({ url: URL.createObjectURL(file), name: file.name });

/** The other widgets of spec section 2, with local sample data. */
export function MoreDemos() {
  const [steps, setSteps] = useState(sampleSteps);
  const [importErrors, setImportErrors] = useState<ImportErrorResult | null>(null);
  const [refunding, setRefunding] = useState(false);
  return (
    <>
      <section aria-labelledby="demo-date-range">
        <h2 id="demo-date-range">{t.sections.dateRange}</h2>
        <div className="demo-row">
          <DateRangePicker />
          <DateRangePicker sameMonth label="日期范围（限同月）" />
        </div>
      </section>
      <section aria-labelledby="demo-calendar">
        <h2 id="demo-calendar">{t.sections.calendar}</h2>
        <CalendarDayPicker entries={sampleCalendar()} />
      </section>
      <section aria-labelledby="demo-upload">
        <h2 id="demo-upload">{t.sections.upload}</h2>
        <div className="demo-row">
          <ConsoleImageUpload upload={localUploader} />
          <MultiImageUpload upload={localUploader} limit={3} label="上传图片（多张）" />
        </div>
      </section>
      <section aria-labelledby="demo-sortable">
        <h2 id="demo-sortable">{t.sections.sortable}</h2>
        <SortableList items={steps} itemKey={(s) => s.id} itemLabel={(s) => s.name} onChange={setSteps} />
      </section>
      <section aria-labelledby="demo-place">
        <h2 id="demo-place">{t.sections.place}</h2>
        <div className="demo-row">
          <PlacePicker fetchPlaces={async () => samplePlaces} />
          <PlaceSelect />
        </div>
      </section>
      <section aria-labelledby="demo-carousel">
        <h2 id="demo-carousel">{t.sections.carousel}</h2>
        <Carousel slides={[1, 2, 3].map((n) => <div key={n} className="demo-slide">{t.slide(n)}</div>)} />
      </section>
      <section aria-labelledby="demo-dialogs">
        <h2 id="demo-dialogs">{t.sections.importError} / {t.sections.refund}</h2>
        <div className="demo-row">
          <button type="button" className="irr-button" onClick={() => setImportErrors(sampleImportErrors)}>{t.showImportErrors}</button>
          <button type="button" className="irr-button" onClick={() => setRefunding(true)}>{t.showRefund}</button>
        </div>
        <ImportErrorDialog result={importErrors} onClose={() => setImportErrors(null)} />
        <RefundDialog order={refunding ? { id: 1, amount: 120, count: 4 } : null} submit={async () => undefined} onClose={() => setRefunding(false)} />
      </section>
    </>
  );
}
