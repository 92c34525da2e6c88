/** The labels the home pages read on their own; kept in the contract (exports write them). */
export { equipmentRunStateLabels, orderStatusLabels } from '../../api/contract/run-state-labels';
