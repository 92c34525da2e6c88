export { WellScreen } from './well-screen';
