/**
 * Labels of a well's device status and running state, apart from the full table of enums.ts
 * (which includes them): the wells' home page is the first page of its group and shows these
 * without loading every enumeration's labels, as run-state-labels.ts does for fertigation.
 */
export const deviceStatusLabels = {
  normal: '正常',
  broken: '故障',
  unusual: '异常',
  onReplenish: '补水中',
  stop: '停用',
  notonline: '离线',
} as const;

export const deviceRunningLabels = { leisure: '空闲', use: '使用中' } as const;
