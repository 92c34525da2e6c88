export { RoleScreen } from './role-screen';
