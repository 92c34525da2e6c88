import { businessMessages } from '../business/messages';

/** Refusals of the fertigation calls (HTTP 200, errorCode 1), worded for the operator: the lines' shared ones and its own. */
export const fertigationMessages = {
  ...businessMessages,
  areaHasValves: (n: number) => `该区域下还有${n}个阀门，不能删除`,
  areaHasEquip: (cd: string) => `该区域已绑定设备“${cd}”，请先解绑`,
  areaInTemplate: '该区域被施肥模板使用，不能删除',
  areaInRecords: '该区域已有使用记录，不能删除',
  areaMovedWithBinding: '区域已绑定设备或阀门，不能更换村镇',
  valveBound: (cd: string) => `该阀门已绑定设备“${cd}”，请先解绑`,
  valveInTemplate: '该阀门被施肥模板使用，不能删除',
  valveEquipNotServing: '所选设备未绑定该阀门所在区域',
  valveLimit: (limit: number) => `该设备最多绑定${limit}个阀门`,
  areaOtherPlace: '所选区域不属于该设备所在村镇',
  areaTaken: (name: string, cd: string) => `区域“${name}”已绑定设备“${cd}”`,
  typeDisabled: '该设备类型已停用',
  typeInUse: (n: number) => `该类型下还有${n}台设备，不能删除`,
  typeAlready: (enabled: boolean) => (enabled ? '该类型已是启用状态' : '该类型已是停用状态'),
  ratioSum: 'A、B、C三桶配比之和必须为100',
  stepRatioSum: (n: number) => `第${n}步：三桶配比之和须为100（清水灌溉全部为0）`,
  stepValveArea: (n: number) => `第${n}步：阀门不属于所选区域`,
  boundsOrder: (what: string) => `${what}下限必须小于上限`,
  samePlace: '设备已在该村镇',
  equipRunning: '设备运行中，请结束后再操作',
  alreadyStopped: '设备已停用',
  onlyStoppedEnable: '只有已停用的设备可以启用',
} as const;
