/** Texts of the place select (src/ui/place-select, src/features/place-select). */
export const placeTexts = {
  province: '省',
  city: '市',
  area: '区/县',
  choose: '请选择',
  region: '所在地区',
  place: '村镇',
  loading: '加载中…',
} as const;
