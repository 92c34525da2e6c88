/**
 * Labels of the two enumerations the home pages show as figures, apart from the full table of
 * enums.ts (which includes them): a home page is the first page of its group and reads these
 * without loading every enumeration's labels (about 3 KB gzip).
 */
export const orderStatusLabels = { RUNNING: '进行中', TO_RUN: '待运行', FINISH: '已完成', CANCEL: '已取消' } as const;

export const equipmentRunStateLabels = {
  OTHERS: '其他',
  AVAILABLE: '空闲',
  OCCUPY: '运行中',
  DISABLE: '禁用',
  DAMAGE: '损坏',
} as const;
