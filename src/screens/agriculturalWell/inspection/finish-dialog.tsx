import { useId, useState, type FormEvent } from 'react';
import { FAULT_TYPES } from '../../../api/contract/fields';
import { CHECK_HEALTHS, INSPECTION_RESULTS, finishTask, type TaskRow } from '../../../api/contract/well/inspection';
import { callApi } from '../../../api/transport';
import { label } from '../../../i18n/zh-CN/enums';
import { wellInspectionTexts as t } from '../../../i18n/zh-CN/well-inspection';
import { notify } from '../../../session/public/notify';
import { Dialog, DialogFooter } from '../../../ui/dialog';
import { formStyles } from '../../../ui/form';
import { useStyles } from '../../../ui/styles/use-styles';
import { useSubmit } from '../../../ui/submit';
import { MultiImageUpload } from '../../../features/upload';
import type { UploadedImage } from '../../../ui/upload';
import { pictureKeyOf } from '../../business/picture-key';
import { taskWell } from './task-columns';

type Result = (typeof INSPECTION_RESULTS)[number];
type Health = (typeof CHECK_HEALTHS)[number];

export interface FinishDialogProps {
  task: TaskRow;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 完成巡检: the result (正常/异常), the equipment's health (优/良/差), a remark (needed when abnormal,
 * with a fault type: the server opens a fault report) and up to 9 photos. Mount it with a key per task.
 */
export function FinishDialog({ task, onClose, onDone }: FinishDialogProps) {
  useStyles(formStyles);
  const id = useId();
  const [result, setResult] = useState<Result>('NORMAL');
  const [health, setHealth] = useState<Health>('A');
  const [faultType, setFaultType] = useState<(typeof FAULT_TYPES)[number]>('other');
  const [remark, setRemark] = useState('');
  const [pictures, setPictures] = useState<UploadedImage[]>([]);
  const [problem, setProblem] = useState('');
  const abnormal = result === 'ABNORMAL';
  const body = {
    id: task.id,
    version: task.version,
    result,
    health,
    remark: remark.trim(),
    pictures: pictures.map(pictureKeyOf),
    ...(abnormal ? { faultType } : {}),
  };
  // the same result sent again (after a timeout or a lost answer) keeps its Idempotency-Key: finished once
  const finish = useSubmit((input: typeof body, idempotencyKey) => callApi(finishTask, input, { idempotencyKey: idempotencyKey() }), {
    onDone: (done) => {
      notify(done.faultFeedbackId ? t.tasks.faultOpened : t.tasks.finished, 'success');
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (abnormal && remark.trim() === '') {
      setProblem(t.tasks.remarkRequired);
      return;
    }
    setProblem('');
    void finish.run(body);
  };
  const field = (key: string) => `${id}-${key}`;
  const formId = field('form');
  const title = t.tasks.finishTitle(taskWell(task));
  return (
    <Dialog
      open
      title={title}
      width={560}
      onClose={onClose}
      footer={<DialogFooter cancelText={t.close} onCancel={onClose} confirmText={t.confirm} form={formId} busy={finish.busy} />}
    >
      <form id={formId} className="irr-form" aria-label={title} noValidate onSubmit={submit}>
        <div className="irr-field" data-required="">
          <label htmlFor={field('result')}>{t.tasks.result}</label>
          <select id={field('result')} value={result} onChange={(e) => setResult(e.target.value as Result)}>
            {INSPECTION_RESULTS.map((r) => (
              <option key={r} value={r}>
                {label('inspectionResult', r)}
              </option>
            ))}
          </select>
        </div>
        <div className="irr-field" data-required="">
          <label htmlFor={field('health')}>{t.tasks.health}</label>
          <select id={field('health')} value={health} onChange={(e) => setHealth(e.target.value as Health)}>
            {CHECK_HEALTHS.map((h) => (
              <option key={h} value={h}>{`${h} ${label('equipmentCheckHealth', h)}`}</option>
            ))}
          </select>
        </div>
        {abnormal && (
          <div className="irr-field" data-required="">
            <label htmlFor={field('faultType')}>{t.tasks.faultType}</label>
            <select
              id={field('faultType')}
              value={faultType}
              onChange={(e) => setFaultType(e.target.value as (typeof FAULT_TYPES)[number])}
            >
              {FAULT_TYPES.map((f) => (
                <option key={f} value={f}>
                  {label('faultType', f)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="irr-field" data-required={abnormal ? '' : undefined}>
          <label htmlFor={field('remark')}>{t.tasks.remark}</label>
          <textarea
            id={field('remark')}
            maxLength={500}
            value={remark}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setRemark(e.target.value)}
          />
          {problem && (
            <p className="irr-field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <MultiImageUpload label={t.tasks.pictures} value={pictures} onChange={setPictures} sizeKb={2048} limit={9} />
      </form>
    </Dialog>
  );
}
