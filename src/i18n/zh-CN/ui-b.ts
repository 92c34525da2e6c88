/** Texts of the widget kit's upload, date, calendar, reorder, place, carousel, import-error and refund widgets. */
export const uploadTexts = {
  label: '上传图片',
  add: '选择图片',
  uploading: '上传中…',
  preview: (name: string) => `预览 ${name}`,
  remove: (name: string) => `删除 ${name}`,
  previewTitle: '图片预览',
} as const;

export const dialogTexts = {
  confirm: '确定',
  cancel: '取消',
} as const;

export const dateTexts = {
  rangeLabel: '日期范围',
  start: '开始时间',
  end: '结束时间',
  to: '至',
  prevMonth: '上个月',
  nextMonth: '下个月',
  month: (year: number, month: number) => `${year}年${month}月`,
  dayUnit: '日',
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  shortcutsLabel: '快捷选项',
  shortcuts: { week: '最近一周', twoWeeks: '最近两周', month: '最近一个月' },
  pickEnd: '请选择结束日期',
} as const;

export const calendarTexts = {
  label: '选择日期',
  price: (price: number) => `¥${price.toFixed(2)}`,
  noData: '无数据',
} as const;

export const sortTexts = {
  label: '拖动排序',
  handle: (name: string) => `移动 ${name}`,
  instructions: '按空格键拿起，方向键移动，再按空格键放下，Esc 取消。',
  picked: (name: string, position: number, total: number) => `已拿起 ${name}，位置 ${position}/${total}`,
  moved: (name: string, position: number, total: number) => `${name} 移动到位置 ${position}/${total}`,
  dropped: (name: string, position: number, total: number) => `${name} 已放下，位置 ${position}/${total}`,
  cancelled: (name: string) => `已取消移动 ${name}`,
} as const;

export const placeTexts = {
  province: '省',
  city: '市',
  area: '区/县',
  choose: '请选择',
  region: '所在地区',
  place: '村镇',
  loading: '加载中…',
} as const;

export const carouselTexts = {
  label: '轮播',
  slide: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
  goTo: (index: number) => `第 ${index} 张`,
  prev: '上一张',
  next: '下一张',
  pause: '暂停轮播',
  play: '开始轮播',
} as const;

export const importErrorTexts = {
  title: '导入失败',
  line: '行号',
  reason: '失败原因',
} as const;

export const refundTexts = {
  title: '退款',
  refundType: '退款类型',
  refundTypes: { ONLY: '缺货退款' } as Record<string, string>,
  refundReason: '退款原因',
  refundReasons: { LACK: '缺货' } as Record<string, string>,
  count: '商品件数',
  countOf: (count: number) => `共 ${count} 件`,
  amount: '退款金额',
  detail: '退款说明',
  success: '退款成功!',
  submit: '确定退款',
} as const;
