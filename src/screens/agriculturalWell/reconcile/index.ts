export { ReconcileScreen } from './reconcile-screen';
