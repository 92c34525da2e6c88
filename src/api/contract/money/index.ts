/** The money calls: cards, bills, fund flows, the ledger's trial balance, farmers' moves, settlements and reconciliation. */
export * from './fields';
export * as cardCalls from './card';
export * as billCalls from './bill';
export * as fundCalls from './fund';
export * as ledgerCalls from './ledger';
export * as farmerCalls from './farmer';
export * as settlementCalls from './settlement';
export * as serviceCalls from './service';
export * as reportCalls from './report';
export * as reconcileCalls from './reconcile';
