import { defineRecordCalls } from '../business/record';
import { wellPermissions } from './permissions';

/** irrigationWell/record/findPage and cancel (the fertigation record calls' shapes; `equip*` is the well). */
export const { findPage, cancel } = defineRecordCalls('irrigationWell', wellPermissions.record);
