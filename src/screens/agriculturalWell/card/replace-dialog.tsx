import { useId, useState, type FormEvent } from 'react';
import { replace, type CardRow } from '../../../api/contract/money/card';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { wellCardTexts as t } from '../../../i18n/zh-CN/well-card';
import { callApi } from '../../../api/transport';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { optionalCardNo, validateOptionalCardNo } from '../../../validation/card-no';

export interface ReplaceDialogProps {
  card: CardRow;
  /** The new card, holding the old one's balance. */
  onReplaced: (card: CardRow) => void;
  onClose: () => void;
}

/** 补卡: a new card (its number typed, or made by the server) takes over the balance; the old one ends as 已补卡. */
export function ReplaceDialog({ card, onReplaced, onClose }: ReplaceDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const [cardNo, setCardNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSubmit((typed: string) => callApi(replace, { cardId: card.id, cardNo: optionalCardNo(typed) }), { onDone: onReplaced });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateOptionalCardNo(cardNo);
    setProblem(found);
    if (!found) void send.run(cardNo);
  };
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title={t.replaceTitle(card.cardNo)}
      onClose={onClose}
      width={520}
      footer={<DialogFooter cancelText={businessTexts.cancel} onCancel={onClose} confirmText={t.replace} form={formId} busy={send.busy} />}
    >
      <p>{t.replaceLead}</p>
      <form id={formId} className="irr-form" aria-label={t.replaceTitle(card.cardNo)} noValidate onSubmit={submit}>
        <div className="irr-field">
          <label htmlFor={`${id}-cardNo`}>{t.newCardNo}</label>
          <input
            id={`${id}-cardNo`}
            name="cardNo"
            autoComplete="off"
            placeholder={t.optionalCardNo}
            value={cardNo}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-cardNo-error` : undefined}
            onChange={(e) => {
              setCardNo(e.target.value);
              if (problem) setProblem(validateOptionalCardNo(e.target.value));
            }}
          />
          {problem && (
            <p id={`${id}-cardNo-error`} className="irr-field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
