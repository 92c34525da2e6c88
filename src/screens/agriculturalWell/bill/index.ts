export { BillScreen } from './bill-screen';
