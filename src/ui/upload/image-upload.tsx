import { useRef, useState, type ChangeEvent } from 'react';
import { feedbackTexts } from '../../i18n/zh-CN/feedback';
import { uploadTexts } from '../../i18n/zh-CN/upload';
import { validationTexts } from '../../i18n/zh-CN/validation';
import { checkUploadCount, checkUploadFile, type UploadRules } from '../../validation';
import { Dialog } from '../dialog/dialog';
import { DialogFooter } from '../dialog/dialog-footer';
import { formStyles } from '../form/form.styles';
import { useStyles } from '../styles/use-styles';
import { useSubmit } from '../submit/use-submit';
import { uploadStyles } from './upload.styles';
import type { ImageUploader, UploadedImage } from './uploaded-image';

export interface ImageUploadProps {
  /** Types, size cap, count limit and message wording (from src/validation). */
  rules: UploadRules;
  /** Sends one checked file. */
  upload: ImageUploader;
  /** The images (controlled). @default uncontrolled, starting from `defaultValue` */
  value?: UploadedImage[];
  /** @default [] */
  defaultValue?: UploadedImage[];
  /** The images after an upload or a confirmed delete. @default none */
  onChange?: (images: UploadedImage[]) => void;
  /** Accessible name of the widget and the add button's text. @default '上传图片' */
  label?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * Image upload: the files are checked (type, size, count) before anything is sent, then uploaded
 * one by one; each image opens a preview and is deleted after a confirmation.
 */
export function ImageUpload({
  rules,
  upload,
  value,
  defaultValue = [],
  onChange,
  label = uploadTexts.label,
  disabled = false,
}: ImageUploadProps) {
  useStyles(formStyles, uploadStyles);
  const [inner, setInner] = useState(defaultValue);
  const images = value ?? inner;
  const latest = useRef(images);
  latest.current = images;
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');
  const [preview, setPreview] = useState<UploadedImage | null>(null);
  const [removing, setRemoving] = useState<UploadedImage | null>(null);

  const commit = (next: UploadedImage[]) => {
    latest.current = next;
    setInner(next);
    onChange?.(next);
  };

  // one file at a time; a file that fails says so and the next one is still sent
  const uploading = useSubmit(async (files: File[]) => {
    for (const file of files) {
      try {
        commit([...latest.current, await upload(file)]);
      } catch {
        setMessage(validationTexts.uploadFailed);
      }
    }
  });
  const busy = uploading.busy;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (!files.length) return;
    const problem =
      checkUploadCount(latest.current.length, files.length, rules) ??
      files.map((file) => checkUploadFile(file, rules)).find((p) => p !== null) ??
      null;
    setMessage(problem ?? '');
    if (!problem) void uploading.run(files);
  };

  const confirmRemove = () => {
    if (removing) commit(latest.current.filter((image) => image !== removing));
    setRemoving(null);
  };

  const full = images.length >= rules.maxCount;
  return (
    <div className="irr-upload" role="group" aria-label={label} aria-busy={busy} part="upload">
      <ul>
        {images.map((image, i) => (
          <li key={`${image.url}-${i}`}>
            <button
              type="button"
              className="irr-upload-thumb"
              aria-label={uploadTexts.preview(image.name)}
              onClick={() => setPreview(image)}
            >
              <img src={image.url} alt="" />
            </button>
            {!disabled && (
              <button
                type="button"
                className="irr-upload-remove"
                aria-label={uploadTexts.remove(image.name)}
                onClick={() => setRemoving(image)}
              >
                ×
              </button>
            )}
          </li>
        ))}
        {!full && !disabled && (
          <li className="irr-upload-slot">
            <button type="button" className="irr-upload-add" disabled={busy} onClick={() => input.current?.click()}>
              {busy ? uploadTexts.uploading : `+ ${label}`}
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        multiple={rules.maxCount > 1}
        accept={rules.extensions.map((ext) => `.${ext}`).join(',')}
        onChange={onFiles}
      />
      <p className="irr-upload-message" role="alert">
        {message}
      </p>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} title={uploadTexts.previewTitle} minimisable={false}>
        {preview && <img className="irr-upload-preview" src={preview.url} alt={preview.name} />}
      </Dialog>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={feedbackTexts.alertTitle}
        width={360}
        minimisable={false}
        maximisable={false}
        footer={
          <DialogFooter
            cancelText={uploadTexts.cancel}
            onCancel={() => setRemoving(null)}
            confirmText={uploadTexts.confirm}
            onConfirm={confirmRemove}
          />
        }
      >
        {validationTexts.deleteImageConfirm}
      </Dialog>
    </div>
  );
}
