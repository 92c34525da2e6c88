export { UserScreen } from './user-screen';
