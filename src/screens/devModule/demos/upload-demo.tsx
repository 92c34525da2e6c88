import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { ConsoleImageUpload, MultiImageUpload } from '../../../features/upload';
import type { ImageUploader } from '../../../ui/upload';

/** Keeps the picked file in the page: the gallery needs no server. */
const localUploader: ImageUploader = async (file) => ({ url: URL.createObjectURL(file), name: file.name });

export function UploadDemo() {
  return (
    <div className="demo-row">
      <ConsoleImageUpload upload={localUploader} />
      <MultiImageUpload upload={localUploader} limit={3} label={t.multiUpload} />
    </div>
  );
}
