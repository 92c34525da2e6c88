export { WellHomePage } from './home-page';
