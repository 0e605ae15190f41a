import { createElement as h } from 'react';
import type { TabItem } from '../../components/ui/Tabs';

/**
 * A plain stand-in for components/ui/Tabs in component tests: Headless UI's tabs do not load in the
 * web project (see plain-modal). It shows the tabs' names and the selected tab's content. A test file
 * takes it with `vi.mock('<path>/components/ui/Tabs', () => import('<path>/lib/testing/plain-tabs'))`.
 */
export const Tabs = ({ tabs, selected = 0 }: { tabs: readonly TabItem[]; selected?: number }) =>
  h(
    'div',
    null,
    h(
      'div',
      { role: 'tablist' },
      ...tabs.map((tab) => h('span', { key: tab.label, role: 'tab' }, tab.label)),
    ),
    h('div', { role: 'tabpanel' }, tabs[selected]?.content),
  );
