export { EquipScreen } from './equip-screen';
