/** Texts of a well's 设备密钥 (the detail's section and the secret's dialog): apart, so the well table's chunk does not carry them. */
export const wellDeviceKeyTexts = {
  title: '设备密钥',
  username: 'MQTT用户名',
  rotateTime: '密钥更新时间',
  none: '未生成',
  generate: '生成密钥',
  rotate: '重置密钥',
  confirmGenerate: (well: string) => `确定为 ${well} 生成设备密钥吗？`,
  confirmRotate: (well: string) => `确定重置 ${well} 的设备密钥吗？设备的旧密钥将立即失效，需在设备上配置新密钥后才能重新连接。`,
  secretTitle: '设备密钥已生成',
  secret: '密钥',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败，请手动选择密钥复制',
  onceNote: '密钥只显示这一次，关闭后无法再次查看，请立即复制并配置到设备上。',
} as const;
