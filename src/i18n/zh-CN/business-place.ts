import { placeColumnTitles } from '../../api/contract/business/place-columns';

/** Texts of the places screen of both lines; `place` is the personalised name (默认 村镇). */
export const businessPlaceTexts = {
  ...placeColumnTitles,
  add: '新增',
  edit: '编辑',
  save: '保存',
  ops: '操作',
  saved: '保存成功',
  placeTitle: (place: string) => `${place}管理`,
  regionRequired: '请选择所在区县',
} as const;
