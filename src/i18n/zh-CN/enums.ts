import { enumLabels, type EnumName } from '../../api/contract/enum-labels';

export { enumLabels, label, type EnumName, type EnumValue } from '../../api/contract/enum-labels';

/** Every value of an enumeration with its label, in the spec's order, for selects and filters. */
export function options<N extends EnumName>(name: N): { value: string; label: string }[] {
  return Object.entries(enumLabels[name] as Readonly<Record<string, string>>).map(([value, text]) => ({ value, label: text }));
}
