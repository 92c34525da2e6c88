import { planColumnTitles, taskColumnTitles } from '../../api/contract/well/inspection-columns';

/** Texts of the inspection screen (巡检管理): plans and tasks. */
export const wellInspectionTexts = {
  tabs: '巡检管理', plansTab: '巡检计划', tasksTab: '巡检任务',
  ops: '操作', close: '取消', confirm: '确定', keyword: '关键字',
  plans: {
    ...planColumnTitles,
    table: '巡检计划', add: '新增计划', edit: '编辑', delete: '删除', addTitle: '新增巡检计划', editTitle: '编辑巡检计划',
    enabledLabel: '启用', firstDue: '首次巡检时间', firstDueHint: '不填则为保存后一个巡检周期',
    deleteTitle: '删除巡检计划', deleteConfirm: (name: string) => `确定删除巡检计划 ${name} 吗？待巡检的任务将一并删除，已完成的记录保留。`,
    saved: '保存成功', deleted: '删除成功', pickInspector: '请选择巡检人员', wellsLabel: '巡检机井',
    wellCount: (n: number) => `已选 ${n} 口`, overdueTag: (n: number) => `${n}个逾期`,
  },
  tasks: {
    ...taskColumnTitles,
    table: '巡检任务', overdueFilter: '是否逾期', overdueTag: '已逾期', start: '开始巡检', finish: '完成巡检',
    startTitle: '开始巡检', startConfirm: (well: string) => `确定开始巡检 ${well} 吗？`, started: '已开始巡检',
    finishTitle: (well: string) => `完成巡检 - ${well}`, finished: '巡检已完成', faultOpened: '巡检已完成，已生成故障反馈',
    faultType: '故障类型', pictures: '巡检照片', remarkRequired: '巡检异常时请填写异常说明',
    rowAction: (action: string, well: string) => `${action} ${well}`,
  },
} as const;
