/** The fertigation calls of spec section 7, one module per resource. */
export {
  DEVICE_STATUSES,
  EQUIPMENT_KINDS,
  FAULT_TYPES,
  ORDER_STATUSES,
  ORDER_TYPES,
  REPORTER_IDENTITIES,
  RUN_STATES,
  SIG_INTENSITIES,
  isDateTime,
} from '../fields';
export { fertigationPermissions } from './permissions';
export * as fertigationHomeCalls from './home';
export * as fertigationPlaceCalls from './place';
export * as fertigationAreaCalls from './area';
export * as fertigationValveCalls from './valve';
export * as fertigationEquipCalls from './equip';
export * as fertigationEquipTypeCalls from './equip-type';
export * as fertigationRecordCalls from './record';
export * as fertigationFeedbackCalls from './feedback';
export * as fertigationTemplateCalls from './template';
export * as fertigationImportCalls from './import';
