/**
 * Messages of the well forms' rules (src/validation/well-*.ts). The parameter names and bounds
 * are irrigationWell/equip/saveParam's; the range, decimals and required messages are the
 * fertigation parameters' (validation-param.ts).
 */
export const wellParamFieldNames = {
  maxRunMinutes: '单次最长运行时长',
  waterLevelMin: '水位下限',
  waterLevelMax: '水位上限',
  pulsePerM3: '脉冲常数',
  meterRatio: '电表倍率',
  minBalance: '最低余额',
} as const;

export const wellValidationTexts = {
  levelOrder: '水位下限须小于水位上限',
  electricPrice: '电价',
  waterPrice: '水价',
  pricePositive: (what: string) => `${what}须大于0`,
  longitude: '经度',
  latitude: '纬度',
  coordinatesPair: '经度和纬度须同时填写或同时留空',
  permitVolume: '取水许可水量',
  permitNo: '取水许可证号',
  tooLong: (what: string, max: number) => `${what}最长${max}个字符`,
} as const;
