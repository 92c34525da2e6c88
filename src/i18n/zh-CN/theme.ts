/** Names of the six colour schemes and the scheme menu (spec section 2, shell). */
export const themeTexts = {
  schemes: {
    classic: '经典蓝',
    green: '生机绿',
    orange: '活力橙',
    purple: '典雅紫',
    red: '中国红',
    light: '明亮白',
  },
  menu: '配色方案',
  reset: '恢复默认',
} as const;
