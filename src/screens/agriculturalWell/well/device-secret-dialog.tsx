import { useId, useRef, useState } from 'react';
import { businessTexts } from '../../../i18n/zh-CN/business';
import { wellDeviceKeyTexts as t } from '../../../i18n/zh-CN/well-device-key';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { DetailList } from './detail-list';

export interface DeviceSecretDialogProps {
  title: string;
  /** Why it is shown once. */
  note: string;
  /** What it belongs to (the MQTT username), as terms and values. @default [] */
  facts?: readonly (readonly [string, string])[];
  secretLabel: string;
  secret: string;
  onClose: () => void;
}

/** A device's new secret (its MQTT secret, its DTU's registration string), shown this once (the server keeps only its hash), with 复制. */
export function DeviceSecretDialog({ title, note, facts = [], secretLabel, secret, onClose }: DeviceSecretDialogProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopy('copied');
    } catch {
      // no clipboard (plain http, a denied permission): the text is selected for Ctrl+C
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      width={480}
      minimisable={false}
      maximisable={false}
      footer={<DialogFooter cancelText={businessTexts.close} onCancel={onClose} cancelPrimary />}
    >
      <p role="alert">{note}</p>
      {facts.length > 0 && <DetailList items={facts} />}
      <label htmlFor={id}>{secretLabel}</label>
      <div className="irr-device-secret">
        <input
          id={id}
          ref={field}
          className="irr-input"
          readOnly
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          spellCheck={false}
        />
        <button type="button" className="irr-button" onClick={() => void copySecret()}>
          {t.copy}
        </button>
      </div>
      {copy && <p role="status">{copy === 'copied' ? t.copied : t.copyFailed}</p>}
    </Dialog>
  );
}
