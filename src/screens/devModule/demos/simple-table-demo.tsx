import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { Table } from '../../../ui/table';
import { sampleSteps } from '../gallery-samples';

export function SimpleTableDemo() {
  return (
    <Table
      label={t.sections.table}
      rows={sampleSteps}
      columns={[
        { key: 'id', title: '#', width: 50 },
        { key: 'name', title: t.step },
        { key: 'minutes', title: t.minutes, align: 'right', render: (s) => t.minutesValue(s.minutes) },
      ]}
    />
  );
}
