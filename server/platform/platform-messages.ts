/** The platform's refusals (Chinese, like the server's other messages), for its CLI and its API. */
export const platformMessages = {
  nameMissing: '请填写商户名称',
  nameTooLong: '商户名称不能超过50个字符',
  nameTaken: '商户名称已存在',
  linesMissing: '请至少选择一个业务线（well 农业机井、fertigation 水肥一体化）',
  lineUnknown: (line: string) => `未知的业务线：${line}（可选 well、fertigation）`,
  wayUnknown: (way: string) => `未知的结算方式：${way}（可选 none、really、daily、weekly、monthly）`,
  feeInvalid: '手续费为千分比整数，0 到 1000（6 即 0.6%）',
  mobileInvalid: '请输入正确的11位手机号',
  adminNameInvalid: '管理员姓名为1到20个字符',
  // the system screens' own wording for the same refusal (server/routes/system/messages.ts)
  mobileTaken: '该手机号已被使用',
  merchantNotFound: '商户不存在',
  alreadySuspended: '商户已是停用状态',
  notSuspended: '商户未停用，无需恢复',
  linesUnchanged: '业务线没有变化',
  badJson: '请求内容不是有效的 JSON',
  badId: '商户编号应为正整数',
  fieldUnknown: (keys: string) => `不支持的参数: ${keys}`,
  fieldInvalid: (key: string) => `参数格式错误: ${key}`,
  missingKey: '缺少或错误的平台密钥',
} as const;
