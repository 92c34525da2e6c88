export { CardScreen } from './card-screen';
