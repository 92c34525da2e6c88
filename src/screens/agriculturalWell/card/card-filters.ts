import { findPage } from '../../../api/contract/money/card';
import type { PersonalizedNames } from '../../../api/contract/param';
import { callApi, type CallInput } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import type { FieldOption, FieldSpec, FieldValues } from '../../../ui/form';
import type { PageQuery, TableExport } from '../../../ui/table-page';

/** The cards table's filters: keyword (card number, name, mobile), status, card type and place. */
export function cardFilters(labels: PersonalizedNames, places: FieldOption[]): FieldSpec[] {
  return [
    { name: 'keyword', label: t.keyword, type: 'text' },
    { name: 'status', label: t.status, type: 'select', options: options('onlineCardStatus') },
    { name: 'cardType', label: t.cardType, type: 'select', options: options('cardType') },
    { name: 'placeId', label: labels.place, type: 'select', options: places },
  ];
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** The filters as findPage (and the export) take them. */
export const cardInput = ({ keyword, status, cardType, placeId }: Readonly<FieldValues>) => ({
  keyword: text(keyword),
  status: text(status),
  cardType: text(cardType),
  placeId: placeId ? Number(placeId) : undefined,
});

/** One page of cards for the table page's query. */
export const fetchCards = ({ page, size, ...filters }: PageQuery) =>
  callApi(findPage, { page, size, ...cardInput(filters as FieldValues) } as CallInput<typeof findPage>);

/** The cards' export: the filters in force. */
export const cardExport: TableExport = { call: findPage.path, filters: cardInput };
