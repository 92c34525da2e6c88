/** Texts of the fertigation records, feedback and template screens. */
export const recordTexts = {
  table: '灌溉记录', orderNo: '订单号', machine: '设备', place: '场地', status: '状态', type: '类型',
  startTime: '开始时间', endTime: '结束时间', water: '用水量(m³)', amount: '金额(元)', ops: '操作',
  range: '开始时间范围', cancel: '取消', cancelTitle: '取消订单', cancelRemark: '取消原因',
  cancelConfirm: (orderNo: string) => `确定取消订单 ${orderNo} 吗？`, cancelled: '订单已取消',
  confirm: '确定', close: '关闭',
};

export const feedbackScreenTexts = {
  table: '故障反馈', machine: '设备', faultType: '故障类型', reporter: '上报身份', time: '上报时间',
  processed: '是否处理', yes: '已处理', no: '未处理', ops: '操作', process: '处理', processTitle: '处理反馈',
  result: '处理结果', resultPictures: '处理图片', processedOk: '处理成功', confirm: '确定', close: '取消',
};

export const templateTexts = {
  table: '灌溉模板', name: '模板名称', crop: '作物', steps: '步骤', totalMinutes: '总时长(分钟)', ops: '操作',
  keyword: '名称/作物', add: '新增模板', edit: '编辑', delete: '删除', addTitle: '新增模板', editTitle: '编辑模板',
  addStep: '添加步骤', removeStep: '删除步骤', area: '区域', minutes: '时长(分钟)', tankA: 'A桶配比', tankB: 'B桶配比',
  tankC: 'C桶配比', stepLabel: (n: number, area: string) => `步骤${n} ${area}`, saved: '保存成功', deleted: '删除成功',
  deleteConfirm: (name: string) => `确定删除模板 ${name} 吗？`, confirm: '确定', close: '取消',
};
