import { useEffect, useReducer, useRef } from 'react';
import { uploadFile } from '../../../../api/contract/file';
import { createNonce, uploadWithProgress } from '../../../../api/transport';
import { pictureKeyOf } from '../../../business/picture-key';
import { cameraPhoto } from './camera-photo';

/** A photo taken for the result: shown from the phone at once, sent when the result is saved. */
export interface Photo {
  id: string;
  name: string;
  blob: Blob;
  /** An object URL of the blob, for the preview. */
  url: string;
  /** Its upload key once stored: a retry does not send it again. */
  key: string | null;
  /** How much of it has gone out, 0 to 1. */
  sent: number;
  failed: boolean;
}

export interface Photos {
  list: readonly Photo[];
  /** Takes the chosen files in (made small enough to send); rejects with a PhotoError for one that cannot be. */
  add(files: readonly File[]): Promise<void>;
  remove(id: string): void;
  /** Sends the photos not stored yet, one at a time, and resolves with every photo's key in order. */
  upload(): Promise<string[]>;
}

/** The photos of one 执行巡检: previews, upload with progress, kept keys across retries. */
export function usePhotos(): Photos {
  const store = useRef<Photo[]>([]);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const set = (next: Photo[]) => {
    store.current = next;
    rendered();
  };
  const change = (id: string, patch: Partial<Photo>) => set(store.current.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  useEffect(() => () => store.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  return {
    list: store.current,
    async add(files) {
      for (const file of files) {
        const blob = await cameraPhoto(file);
        const photo = { id: createNonce(), name: file.name, blob, url: URL.createObjectURL(blob), key: null, sent: 0, failed: false };
        set([...store.current, photo]);
      }
    },
    remove(id) {
      const gone = store.current.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      set(store.current.filter((p) => p.id !== id));
    },
    async upload() {
      for (const photo of store.current) {
        if (photo.key) continue;
        const form = new FormData();
        form.append('file', photo.blob, photo.name);
        change(photo.id, { failed: false, sent: 0 });
        try {
          const stored = await uploadWithProgress(uploadFile, form, {
            hideError: true,
            onProgress: ({ sent, total }) => change(photo.id, { sent: total > 0 ? sent / total : 0 }),
          });
          change(photo.id, { key: pictureKeyOf(stored), sent: 1 });
        } catch (error) {
          change(photo.id, { failed: true, sent: 0 });
          throw error;
        }
      }
      return store.current.map((p) => p.key!);
    },
  };
}
