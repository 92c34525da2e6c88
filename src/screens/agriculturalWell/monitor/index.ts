export { MonitorScreen } from './monitor-screen';
