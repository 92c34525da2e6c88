import { useId, useState, type FormEvent } from 'react';
import type { CallRequest } from '../../../api/contract/define-call';
import {
  ACCOUNT_BINDINGS,
  BIND_TRANSFER_TYPES,
  PAY_MEANS,
  SETTLEMENT_WAYS,
  saveSetting,
  settlementInterval,
  type SettlementSetting,
} from '../../../api/contract/money/settlement';
import { callApi } from '../../../api/transport';
import { label, type EnumName } from '../../../i18n/zh-CN/enums';
import { wellSettlementTexts as t } from '../../../i18n/zh-CN/well-settlement';
import { notify } from '../../../session/public/notify';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';

type Values = Pick<SettlementSetting, 'way' | 'payMeans' | 'accountBinding' | 'bindTransferType' | 'accountName' | 'accountNo'>;

/** 结算设置: the way (its interval shown), payment means, account binding and the account paid into. */
export function SettingDialog({ setting, onSaved, onClose }: { setting: SettlementSetting; onSaved: () => void; onClose: () => void }) {
  useStyles(formStyles);
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    way: setting.way,
    payMeans: setting.payMeans,
    accountBinding: setting.accountBinding,
    bindTransferType: setting.bindTransferType,
    accountName: setting.accountName,
    accountNo: setting.accountNo,
  }));
  const [problem, setProblem] = useState('');
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const save = useSubmit((input: CallRequest<typeof saveSetting>) => callApi(saveSetting, input), {
    onDone: () => {
      notify(t.saved, 'success');
      onSaved();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accountNo = values.accountNo.trim();
    if (values.accountBinding !== 'none' && !accountNo) {
      setProblem(t.accountMissing);
      return;
    }
    setProblem('');
    void save.run({ ...values, accountName: values.accountName.trim(), accountNo, version: setting.version });
  };
  const select = <K extends 'way' | 'payMeans' | 'accountBinding' | 'bindTransferType'>(
    key: K,
    text: string,
    enumName: EnumName,
    all: readonly Values[K][],
  ) => (
    <div className="irr-field" data-required="">
      <label htmlFor={`${id}-${key}`}>{text}</label>
      <select id={`${id}-${key}`} name={key} value={values[key]} onChange={(e) => set(key, e.target.value as Values[K])}>
        {all.map((v) => (
          <option key={v} value={v}>
            {label(enumName, v)}
          </option>
        ))}
      </select>
    </div>
  );
  const formId = `${id}-form`;
  return (
    <Dialog
      open
      title={t.settingTitle}
      onClose={onClose}
      width={520}
      footer={<DialogFooter cancelText={t.cancel} onCancel={onClose} confirmText={t.save} form={formId} busy={save.busy} />}
    >
      <form id={formId} className="irr-form" aria-label={t.settingTitle} noValidate onSubmit={submit}>
        {select('way', t.way, 'settlementWay', SETTLEMENT_WAYS)}
        <p className="irr-form-hint">
          {t.interval}：{t.intervalDays(settlementInterval(values.way))}。{t.wayHint}
        </p>
        {select('payMeans', t.payMeans, 'paymentMeans', PAY_MEANS)}
        {select('accountBinding', t.binding, 'accountBinding', ACCOUNT_BINDINGS)}
        {select('bindTransferType', t.transfer, 'bindTransferType', BIND_TRANSFER_TYPES)}
        <div className="irr-field">
          <label htmlFor={`${id}-accountName`}>{t.accountName}</label>
          <input
            id={`${id}-accountName`}
            name="accountName"
            maxLength={50}
            value={values.accountName}
            onChange={(e) => set('accountName', e.target.value)}
          />
        </div>
        <div className="irr-field" data-required={values.accountBinding !== 'none' ? '' : undefined}>
          <label htmlFor={`${id}-accountNo`}>{t.accountNo}</label>
          <input
            id={`${id}-accountNo`}
            name="accountNo"
            maxLength={40}
            value={values.accountNo}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => set('accountNo', e.target.value)}
          />
          {problem && (
            <p className="irr-field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
