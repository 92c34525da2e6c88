export { EquipTypeScreen } from './equip-type-screen';
