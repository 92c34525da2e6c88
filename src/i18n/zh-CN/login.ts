/** Texts of the login screen (spec sections 1, 2, 5 and 8). */
export const loginTexts = {
  title: '农业灌溉数字化管理平台',
  platformTab: '商户平台',
  username: '手机号/账号',
  usernamePlaceholder: '请输入手机号/账号',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  captchaAlt: '验证码图片，点击换一张',
  refreshCaptcha: '看不清换一张',
  submit: '登录',
  submitting: '登录中…',
  findPassword: '忘记密码？',
  captchaLoadFailed: '图片加载失败',
  captchaLoading: '加载中',
} as const;

/** Filing notices shown in the login footer (ICP and public security filing, as Chinese sites must show). */
export const filingTexts = {
  copyright: '© 2026 农业灌溉数字化管理平台',
  icp: '京ICP备2026000000号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  police: '京公网安备11010802000000号',
  policeUrl: 'https://beian.mps.gov.cn/',
} as const;
