import { equipColumnTitles } from '../../api/contract/fertigation/equip-columns';
import { equipTypeColumnTitles } from '../../api/contract/fertigation/equip-type-columns';

/** Texts of the fertigation equipment and equipment-type screens. */
export const equipTexts = {
  ...equipColumnTitles,
  ...equipTypeColumnTitles,
  actions: '操作', keyword: '编号/名称',
  edit: '编辑', param: '参数设置', enable: '启用', stop: '停用', move: '迁移', add: '新增',
  save: '保存', cancel: '取消', confirm: '确定', saved: '保存成功', changed: '操作成功',
  confirmStatus: (action: string, name: string) => `确定${action}「${name}」吗？`,
  paramTitle: (name: string) => `参数设置 - ${name}`,
  moveTitle: (name: string) => `迁移 - ${name}`,
  tankA: 'A桶配比(%)', tankB: 'B桶配比(%)', tankC: 'C桶配比(%)',
  ecMin: 'EC下限(mS/cm)', ecMax: 'EC上限(mS/cm)', phMin: 'pH下限', phMax: 'pH上限',
  flowRate: '流量(m³/h)', pressure: '压力(MPa)', mixSeconds: '搅拌时长(秒)',
  range: (what: string, min: number, max: number) => `${what}须在${min}到${max}之间`,
  loading: '加载中…', pickPlace: '请选择目标村镇',
  typeTitle: '设备类型',
  remark: '备注', keeper: '管理员', keeperMobile: '管理员手机号', codeTaken: (cd: string) => `编号${cd}已被使用`, delete: '删除', confirmDelete: (name: string) => `确定删除「${name}」吗？`,
  addType: '新增设备类型', editType: '编辑设备类型',
  bind: '绑定区域', bindTitle: (name: string) => `绑定区域 - ${name}`, areaCode: '区域编码', areaName: '区域名称',
  acreage: '面积(亩)', valveCount: '阀门数', choose: '选择',
  areaOption: (cd: string, name: string) => `${name}（${cd}）`,
  pickPlaceFirst: (place: string) => `请先选择${place}`,
  noAreas: (place: string) => `该${place}没有可绑定的区域（已被其他设备绑定的区域不可选）`,
  chosenCount: (n: number) => `已选${n}个区域`,
  unbindWarning: '取消绑定的区域中的阀门将同时与本设备解绑',
  moveUnbinds: (n: number) => `迁移后，该设备绑定的${n}个区域及其阀门将全部解绑`,
  online: '在线状态', isOnline: '在线', offline: '离线', disabledType: (name: string) => `${name}（已停用）`,
};
