import { useId, useState, type FormEvent } from 'react';
import { FAULT_TYPES } from '../../../../api/contract/fields';
import { CHECK_HEALTHS, INSPECTION_RESULTS, finishTask, type TaskRow } from '../../../../api/contract/well/inspection';
import { callApi } from '../../../../api/transport';
import { label } from '../../../../i18n/zh-CN/enums';
import { inspectionPhoneTexts as t } from '../../../../i18n/zh-CN/well-inspection-phone';
import { notify } from '../../../../session/public/notify';
import { useSubmit } from '../../../../ui/submit';
import { taskWell } from '../task-columns';
import { amapMarkerUrl } from './map-link';
import { PhotoPicker } from './photo-picker';
import { UploadStatus } from './upload-status';
import { usePhotos } from './use-photos';

type Result = (typeof INSPECTION_RESULTS)[number];
type Health = (typeof CHECK_HEALTHS)[number];
type FaultType = (typeof FAULT_TYPES)[number];

const PHOTO_LIMIT = 9;

export interface PhoneFinishProps {
  /** A running task. */
  task: TaskRow;
  onBack: () => void;
  onDone: () => void;
}

/** A row of large choices (radio buttons) for one field. */
function Choices<T extends string>(props: {
  legend: string;
  name: string;
  values: readonly T[];
  value: T;
  text: (v: T) => string;
  onChange: (v: T) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="irr-phone-field" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      <div className="irr-phone-choices">
        {props.values.map((v) => (
          <label key={v} data-checked={props.value === v ? '' : undefined}>
            <input type="radio" name={props.name} value={v} checked={props.value === v} onChange={() => props.onChange(v)} />
            {props.text(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 执行巡检 on the phone: the result, the health, a remark (needed when abnormal, with a fault type)
 * and photos from the camera. Saving sends the photos not stored yet (with progress), then the
 * result with the attempt's Idempotency-Key: after a lost answer the same result goes again with the
 * same key and the server answers the first finish without a second one.
 */
export function PhoneFinish({ task, onBack, onDone }: PhoneFinishProps) {
  const id = useId();
  const [result, setResult] = useState<Result>('NORMAL');
  const [health, setHealth] = useState<Health>('A');
  const [faultType, setFaultType] = useState<FaultType>('other');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState('');
  const [phase, setPhase] = useState<'uploading' | 'saving' | null>(null);
  const photos = usePhotos();
  const abnormal = result === 'ABNORMAL';
  const well = taskWell(task);
  const map = amapMarkerUrl(task);
  // what the attempt is: the same draft sent again keeps its Idempotency-Key (useSubmit)
  const draft = {
    fields: { result, health, remark: remark.trim(), ...(abnormal ? { faultType } : {}) },
    photos: photos.list.map((p) => p.id),
  };
  const save = useSubmit(
    async (input: typeof draft, idempotencyKey) => {
      try {
        setPhase('uploading');
        const pictures = await photos.upload();
        setPhase('saving');
        return await callApi(
          finishTask,
          { id: task.id, version: task.version, ...input.fields, pictures },
          { idempotencyKey: idempotencyKey() },
        );
      } finally {
        setPhase(null);
      }
    },
    {
      onDone: (done) => {
        notify(done.faultFeedbackId ? t.faultOpened : t.saved, 'success');
        onDone();
      },
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (abnormal && draft.fields.remark === '') {
      setProblem(t.remarkRequired);
      return;
    }
    setProblem('');
    void save.run(draft);
  };
  const busy = save.busy;
  return (
    <section className="irr-phone-finish" aria-labelledby={`${id}-title`}>
      <button type="button" className="irr-phone-button irr-phone-back" onClick={onBack} disabled={busy}>
        {t.back}
      </button>
      <h2 id={`${id}-title`}>{t.executeTitle(well)}</h2>
      <p className="irr-phone-muted">
        {task.placeName} · {t.due} {task.dueTime}
      </p>
      {map && (
        <a
          className="irr-phone-button irr-phone-map"
          href={map}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.navigateLabel(well)}
        >
          {t.navigate}
        </a>
      )}
      <form className="irr-phone-form" aria-label={t.executeTitle(well)} noValidate onSubmit={submit}>
        <Choices
          legend={t.result_}
          name={`${id}-result`}
          values={INSPECTION_RESULTS}
          value={result}
          text={(v) => label('inspectionResult', v)}
          onChange={setResult}
          disabled={busy}
        />
        <Choices
          legend={t.health}
          name={`${id}-health`}
          values={CHECK_HEALTHS}
          value={health}
          text={(v) => `${v} ${label('equipmentCheckHealth', v)}`}
          onChange={setHealth}
          disabled={busy}
        />
        {abnormal && (
          <div className="irr-phone-field">
            <label htmlFor={`${id}-fault`}>{t.faultType}</label>
            <select id={`${id}-fault`} value={faultType} disabled={busy} onChange={(e) => setFaultType(e.target.value as FaultType)}>
              {FAULT_TYPES.map((f) => (
                <option key={f} value={f}>
                  {label('faultType', f)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="irr-phone-field">
          <label htmlFor={`${id}-remark`}>{t.remark}</label>
          <textarea
            id={`${id}-remark`}
            maxLength={500}
            rows={3}
            value={remark}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => setRemark(e.target.value)}
          />
          {problem && (
            <p id={`${id}-problem`} className="irr-field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <PhotoPicker photos={photos} limit={PHOTO_LIMIT} disabled={busy} />
        <UploadStatus phase={phase} photos={photos.list} failure={save.failure} />
        <button type="submit" className="irr-phone-button" data-primary="" disabled={busy}>
          {save.failure ? t.retry : t.save}
        </button>
      </form>
    </section>
  );
}
