export { FertigationHomePage } from './home-page';
