export { BigScreenPage } from './big-screen-page';
