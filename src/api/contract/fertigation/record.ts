import { defineRecordCalls } from '../business/record';
import { fertigationPermissions } from './permissions';

export { recordRow, type RecordRow } from '../business/record';

/** fertigation/record/findPage and cancel (shapes shared with the wells' records). */
export const { findPage, cancel } = defineRecordCalls('fertigation', fertigationPermissions.record);
