/** Texts of the places screen of both lines; `place` is the personalised name (默认 村镇). */
export const businessPlaceTexts = {
  add: '新增',
  edit: '编辑',
  save: '保存',
  ops: '操作',
  saved: '保存成功',
  placeTitle: (place: string) => `${place}管理`,
  placeName: (place: string) => `${place}名称`,
  region: '所在地区',
  address: '详细地址',
  managerName: '负责人',
  managerMobile: '负责人手机号',
  regionRequired: '请选择所在区县',
} as const;
