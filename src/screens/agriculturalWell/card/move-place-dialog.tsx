import { useId, useState, type FormEvent } from 'react';
import { changePlace, findPlaceList } from '../../../api/contract/money/farmer';
import type { CardRow } from '../../../api/contract/money/card';
import { callApi } from '../../../api/transport';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { uiTexts } from '../../../i18n/zh-CN/ui';
import { useSession } from '../../../session/public/session';
import { Dialog, DialogFooter, useDialogData } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';

export interface MovePlaceDialogProps {
  /** The card whose holder moves. */
  card: CardRow;
  onMoved: () => void;
  onClose: () => void;
}

/**
 * 迁移村镇: the card's holder moves to another place of the merchant (findPlaceList gives every
 * place but the current one); cards and balances stay, the new place's annual quota applies.
 */
export function MovePlaceDialog({ card, onMoved, onClose }: MovePlaceDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const labels = useSession((s) => s.labels);
  const places = useDialogData(() => callApi(findPlaceList, { farmerId: card.farmerId }), card.farmerId, onClose);
  const [placeId, setPlaceId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const move = useSubmit((input: { farmerId: number; placeId: number }) => callApi(changePlace, input), { onDone: onMoved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = placeId === '' ? uiTexts.required(t.toPlace(labels.place)) : null;
    setProblem(found);
    if (!found) void move.run({ farmerId: card.farmerId, placeId: Number(placeId) });
  };
  const formId = `${id}-form`;
  const title = t.moveTitle(card.farmerName);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={520}
      footer={
        <DialogFooter
          cancelText={businessTexts.cancel}
          onCancel={onClose}
          confirmText={businessTexts.confirm}
          form={formId}
          busy={move.busy}
          disabled={!places?.length}
        />
      }
    >
      <p>{t.currentPlace(labels.place, card.placeName)}</p>
      {!places ? (
        <p role="status">{businessTexts.loading}</p>
      ) : places.length === 0 ? (
        <p>{t.noPlaces(labels.place)}</p>
      ) : (
        <form id={formId} className="irr-form" aria-label={title} noValidate onSubmit={submit}>
          <div className="irr-field" data-required="">
            <label htmlFor={`${id}-place`}>{t.toPlace(labels.place)}</label>
            <select
              id={`${id}-place`}
              name="placeId"
              value={placeId}
              aria-required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-place-error` : undefined}
              onChange={(e) => {
                setPlaceId(e.target.value);
                setProblem(null);
              }}
            >
              <option value="">{uiTexts.choose}</option>
              {places.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
            {problem && (
              <p id={`${id}-place-error`} className="irr-field-error" role="alert">
                {problem}
              </p>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
