import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { DateRangePicker } from '../../../ui/date-range';

export function DateRangeDemo() {
  return (
    <div className="demo-row">
      <DateRangePicker />
      <DateRangePicker sameMonth label={t.sameMonthRange} />
    </div>
  );
}
