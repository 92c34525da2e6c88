/**
 * Messages of the input rules (spec section 5), verbatim. Entries marked "not in the spec" cover
 * cases the spec leaves open (a wrong file type, a negative share rate, a non-numeric refund count).
 */
export const validationTexts = {
  loginEmptyCredentials: '手机号和密码不能为空',
  loginEmptyCode: '验证码不能为空',
  mobileOrAccountRequired: '手机号/账号不能为空',
  mobileOrAccountInvalid: '请输入有效的手机号/账号',
  phoneRequired: '手机不能为空',
  phoneInvalid: '请输入有效的手机号',
  contactRequired: '请填写联系方式',
  contactInvalid: "请填写正确联系方式(座机格式'区号-座机号码')",
  idCardInvalid: '身份证号格式错误',
  idCardFrontRequired: '请上传身份证正面照',
  idCardBackRequired: '请上传身份证反面照',
  cardNoInvalid: '卡号须为4到32位字母或数字',
  shareRateRequired: '比例不能为空',
  shareRateTooHigh: '比例不能大于100',
  /** Not in the spec: a negative rate, letters, or more than two decimals. */
  shareRateInvalid: '比例格式不正确',
  refundCountRequired: '请输入商品件数',
  /** Not in the spec: zero or anything but digits. */
  refundCountInvalid: '商品件数须为正整数',
  uploadFailed: '上传失败',
  deleteImageConfirm: '确定删除该图片?',
  /** Not in the spec: a range typed or passed in that spans two months. */
  sameMonthOnly: '只能选择同一个月内的日期',
} as const;

/** Console upload variant: 上传图片大小不能超过 {size}! */
export const uploadTooLarge = (size: string): string => `上传图片大小不能超过 ${size}!`;

/** Second upload variant: 上传图片大小不能超过 plus the size. */
export const uploadTooLargeSecond = (size: string): string => `上传图片大小不能超过${size}`;

export const uploadTooMany = (count: number): string => `图片超限，最多可上传${count}张图片`;

/** Not in the spec: a file whose extension is not an accepted image type. */
export const uploadWrongType = (extensions: readonly string[]): string => `上传图片只能是 ${extensions.join('、')} 格式!`;

/** Not in the spec: more pieces than the order line holds. */
export const refundCountTooMany = (max: number): string => `商品件数不能大于${max}`;
