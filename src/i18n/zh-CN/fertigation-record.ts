import { templateColumnTitles } from '../../api/contract/fertigation/template-columns';
import { businessFeedbackTexts, businessRecordTexts } from './business-record';

/** Texts of the fertigation records, feedback and template screens (the shared ones with the line's names). */
export const recordTexts = { ...businessRecordTexts, table: '灌溉记录' } as const;

export const feedbackScreenTexts = { ...businessFeedbackTexts, table: '故障反馈' } as const;

export const templateTexts = {
  ...templateColumnTitles,
  table: '灌溉模板',
  ops: '操作',
  keyword: '名称/作物',
  add: '新增模板',
  edit: '编辑',
  delete: '删除',
  addTitle: '新增模板',
  editTitle: '编辑模板',
  addStep: '添加步骤',
  removeStep: '删除步骤',
  area: '区域',
  minutes: '时长(分钟)',
  tankA: 'A桶配比',
  tankB: 'B桶配比',
  tankC: 'C桶配比',
  stepLabel: (n: number, area: string) => `步骤${n} ${area}`,
  saved: '保存成功',
  deleted: '删除成功',
  deleteConfirm: (name: string) => `确定删除模板 ${name} 吗？`,
  confirm: '确定',
  close: '取消',
};
