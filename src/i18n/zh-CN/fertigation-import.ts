/** Texts of the CSV import dialog of the valve and equipment screens. */
export const importTexts = {
  button: '导入',
  valveTitle: '导入阀门',
  equipTitle: '导入设备',
  valveTemplate: '阀门导入模板.csv',
  equipTemplate: '设备导入模板.csv',
  file: 'CSV文件',
  download: '下载模板',
  submit: '开始导入',
  cancel: '取消',
  pickFirst: '请选择要导入的文件',
  notCsv: '请选择CSV文件（.csv）',
  tooLarge: (kb: number) => `文件不能超过${kb}KB`,
  imported: (n: number) => `成功导入${n}条`,
  rules: (maxRows: number) =>
    `第1行为表头，每行一条，最多${maxRows}行；任意一行有误则全部不导入。Excel 另存为“CSV UTF-8（逗号分隔）”或“CSV（逗号分隔）”均可。`,
  valveRules: '必填：编号、名称、区域编号（区域管理中的编号）。状态填“启用”或“停用”，不填为启用。导入的阀门不绑定设备。',
  equipRules: '必填：编号、名称、村镇、设备类型（均按名称）。区域编号可填多个，用“|”分隔，须为该村镇下未绑定设备的区域。',
} as const;
