/** Texts of `<irr-well-table>`. */
export const wellTableTexts = {
  placeholder: '机井列表将在机井模块上线后显示。',
} as const;
