import { useState } from 'react';
import { SortableList } from '../../../ui/sortable-list';
import { sampleSteps } from '../gallery-samples';

export function SortableDemo() {
  const [steps, setSteps] = useState(sampleSteps);
  return <SortableList items={steps} itemKey={(s) => s.id} itemLabel={(s) => s.name} onChange={setSteps} />;
}
