export { FundScreen } from './fund-screen';
