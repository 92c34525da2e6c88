export { SettlementScreen } from './settlement-screen';
