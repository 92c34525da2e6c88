import { areaColumnTitles } from '../../api/contract/fertigation/area-columns';
import { valveColumnTitles } from '../../api/contract/fertigation/valve-columns';
import { businessPlaceTexts } from './business-place';

/** Texts of the fertigation place, area and valve screens; `place` is the personalised name (默认 村镇). */
export const fertigationPlaceTexts = {
  ...businessPlaceTexts,
  ...areaColumnTitles,
  ...valveColumnTitles,
  delete: '删除',
  cancel: '取消',
  deleted: '删除成功',
  confirmDelete: (what: string) => `确定删除「${what}」吗？`,
  areaNoun: '区域',
  areaTitle: '区域管理',
  keyword: '名称/编码',
  acreageInteger: '面积必须是整数',
  valveNoun: '阀门',
  valveTitle: '阀门管理',
  codeTaken: '编码已存在',
  equipPick: '绑定设备',
  noEquip: '不绑定',
  pickAreaFirst: '请先选择所属区域',
  areaWithoutEquip: '该区域还没有设备服务，可先在设备管理中为设备绑定该区域',
  equipOption: (cd: string, name: string) => `${name}（${cd}）`,
  bound: '绑定状态',
  boundYes: '已绑定',
  boundNo: '未绑定',
} as const;
