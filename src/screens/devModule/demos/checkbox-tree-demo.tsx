import { useState } from 'react';
import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { CheckboxTree, checkedWithParents, type CheckboxTreeNode, type TreeKey } from '../../../ui/checkbox-tree';

/** A role's menu tree in small: a group, pages and buttons (one button not grantable), local data. */
const SAMPLE_TREE: CheckboxTreeNode[] = [
  {
    key: 1,
    label: '水肥一体化',
    children: [
      {
        key: 11,
        label: '村镇管理',
        children: [
          { key: 111, label: '查看村镇', hint: 'fertigation/place/findPage' },
          { key: 112, label: '新增村镇', hint: 'fertigation/place/save' },
          { key: 113, label: '编辑村镇', hint: 'fertigation/place/edit', disabled: true },
        ],
      },
      {
        key: 12,
        label: '施肥模板',
        children: [
          { key: 121, label: '查看模板' },
          { key: 122, label: '新增模板' },
        ],
      },
    ],
  },
  { key: 2, label: '系统管理', children: [{ key: 21, label: '修改密码' }] },
];

export function CheckboxTreeDemo() {
  const [checked, setChecked] = useState<TreeKey[]>([111]);
  return (
    <>
      <CheckboxTree nodes={SAMPLE_TREE} checked={checked} onChange={setChecked} label={t.sections.checkboxTree} />
      <p role="status">{t.checkedKeys(checkedWithParents(SAMPLE_TREE, checked).join(', '))}</p>
    </>
  );
}
