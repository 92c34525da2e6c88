import { findPage } from '../../../api/contract/money/card';
import type { PersonalizedNames } from '../../../api/contract/param';
import { callApi, type CallInput } from '../../../api/transport';
import { options } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import type { FieldOption, FieldSpec } from '../../../ui/form';
import type { PageQuery } from '../../../ui/table-page';

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

/** One page of cards for the table page's query. */
export const fetchCards = ({ page, size, keyword, status, cardType, placeId }: PageQuery) => callApi(findPage, {
  page, size, keyword: text(keyword), status: text(status), cardType: text(cardType), placeId: placeId ? Number(placeId) : undefined,
} as CallInput<typeof findPage>);
