/** The labels the home pages read on their own; kept in the contract (exports write them). */
export { deviceRunningLabels, deviceStatusLabels } from '../../api/contract/device-state-labels';
