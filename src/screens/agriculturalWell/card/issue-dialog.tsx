import { issue, type CardRow } from '../../../api/contract/money/card';
import type { CARD_TYPES } from '../../../api/contract/money/fields';
import type { PersonalizedNames } from '../../../api/contract/param';
import { placeList } from '../../../api/contract/well/place';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { options } from '../../../i18n/zh-CN/enums';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { useSession } from '../../../session/public/session';
import { Dialog } from '../../../ui/dialog';
import { DynamicForm, type FieldOption, type FieldSpec, type FieldValues } from '../../../ui/dynamic-form';
import { normalizeIdCard, validateIdCard, validatePhone } from '../../../validation';
import { useLinePlaces } from '../../business/use-place-options';
import { optionalCardNo, validateOptionalCardNo } from '../../../validation/card-no';

export interface IssueDialogProps {
  onIssued: (card: CardRow) => void;
  onClose: () => void;
}

function fieldsOf(labels: PersonalizedNames, places: FieldOption[]): FieldSpec[] {
  return [
    { name: 'farmerName', label: t.name, type: 'text', required: true },
    { name: 'farmerMobile', label: t.mobile, type: 'text', required: true, rules: [validatePhone] },
    { name: 'idCard', label: t.idCard, type: 'text', required: true, rules: [(v) => validateIdCard(v)] },
    { name: 'placeId', label: labels.place, type: 'select', required: true, options: places },
    { name: 'cardType', label: t.cardType, type: 'select', required: true, options: options('cardType'), defaultValue: 'online' },
    { name: 'cardNo', label: t.cardNo, type: 'text', placeholder: t.optionalCardNo, rules: [validateOptionalCardNo] },
  ];
}

const text = (v: FieldValues[string] | undefined) => String(v ?? '').trim();

/**
 * 开卡: the holder (found by ID card within the merchant, or registered now), the place and the
 * card type; without a card number the server makes one. A refusal is shown by the transport and
 * keeps the form.
 */
export function IssueDialog({ onIssued, onClose }: IssueDialogProps) {
  const labels = useSession((s) => s.labels);
  const places = useLinePlaces(placeList);
  const submit = async (v: FieldValues) => {
    const card = await callApi(issue, {
      farmerName: text(v.farmerName),
      farmerMobile: text(v.farmerMobile),
      idCard: normalizeIdCard(text(v.idCard)),
      placeId: Number(v.placeId),
      cardType: v.cardType as (typeof CARD_TYPES)[number],
      cardNo: optionalCardNo(text(v.cardNo)),
    });
    onIssued(card);
  };
  return (
    <Dialog open title={t.issue} onClose={onClose} width={560}>
      {places.length === 0 ? (
        <p role="status">{businessTexts.loading}</p>
      ) : (
        <DynamicForm
          fields={fieldsOf(labels, places)}
          submitText={t.issue}
          label={t.issue}
          onSubmit={(v) => submit(v).catch(() => undefined)}
        />
      )}
    </Dialog>
  );
}
