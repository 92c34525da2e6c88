import { useState } from 'react';
import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { DropdownSearchTable } from '../../../ui/dropdown-search-table';
import { sampleEquips } from '../gallery-samples';

export function DropdownDemo() {
  const [chosen, setChosen] = useState('');
  return (
    <>
      <DropdownSearchTable
        label={t.equipName}
        columns={[
          { key: 'code', title: t.equipCode },
          { key: 'name', title: t.equipName },
          { key: 'place', title: t.place },
        ]}
        search={(keyword) => sampleEquips.filter((e) => e.name.includes(keyword) || e.code.includes(keyword)).slice(0, 50)}
        display={(e) => e.name}
        onSelect={(e) => setChosen(e.name)}
      />
      <p role="status">{chosen && t.chosen(chosen)}</p>
    </>
  );
}
