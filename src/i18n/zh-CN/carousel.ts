/** Texts of the carousel (src/ui/carousel). */
export const carouselTexts = {
  label: '轮播',
  slide: (index: number, total: number) => `第 ${index} 张，共 ${total} 张`,
  goTo: (index: number) => `第 ${index} 张`,
  prev: '上一张',
  next: '下一张',
  pause: '暂停轮播',
  play: '开始轮播',
} as const;
