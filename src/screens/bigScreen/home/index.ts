export { BigScreenPage, BigScreenWall } from './big-screen-page';
