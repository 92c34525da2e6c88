export { PasswordScreen } from './password-screen';
export { PasswordFlow, type PasswordFlowProps } from './password-flow';
