/** Texts of the drag-to-reorder list (src/ui/sortable-list). */
export const sortTexts = {
  label: '拖动排序',
  handle: (name: string) => `移动 ${name}`,
  instructions: '按空格键拿起，方向键移动，再按空格键放下，Esc 取消。',
  picked: (name: string, position: number, total: number) => `已拿起 ${name}，位置 ${position}/${total}`,
  moved: (name: string, position: number, total: number) => `${name} 移动到位置 ${position}/${total}`,
  dropped: (name: string, position: number, total: number) => `${name} 已放下，位置 ${position}/${total}`,
  cancelled: (name: string) => `已取消移动 ${name}`,
} as const;
