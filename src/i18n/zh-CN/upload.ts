/** Texts of the image upload (src/ui/upload, src/features/upload). */
export const uploadTexts = {
  label: '上传图片',
  add: '选择图片',
  uploading: '上传中…',
  preview: (name: string) => `预览 ${name}`,
  remove: (name: string) => `删除 ${name}`,
  previewTitle: '图片预览',
  /** The removal's confirming dialog. */
  confirm: '确定',
  cancel: '取消',
} as const;
