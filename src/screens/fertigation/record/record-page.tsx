import { BusinessRecordPage } from '../../business/record/record-page';
import { fertigationRecordLine } from './record-line';

/** /fertigation/record: the irrigation orders, filtered by order number, status and start time; cancel. */
export function RecordPage() {
  return <BusinessRecordPage line={fertigationRecordLine} />;
}
