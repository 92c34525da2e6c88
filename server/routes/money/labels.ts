import { ACCOUNT_KIND_TEXTS, FLOW_TYPE_TEXTS, FUND_SOURCE_TEXTS } from '../../../src/api/contract/money/labels';

const LABELS = { flowType: FLOW_TYPE_TEXTS, fundSource: FUND_SOURCE_TEXTS, accountKind: ACCOUNT_KIND_TEXTS } as const;

/** The Chinese label of a money enumeration's value, as the console shows it (unknown values as they are). */
export function label(name: keyof typeof LABELS, value: string): string {
  return (LABELS[name] as Record<string, string>)[value] ?? value;
}
