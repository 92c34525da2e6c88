/** Texts of the import error dialog (src/ui/import-error). */
export const importErrorTexts = {
  title: '导入失败',
  line: '行号',
  reason: '失败原因',
} as const;
