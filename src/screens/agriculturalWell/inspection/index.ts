export { InspectionScreen } from './inspection-screen';
