import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  label: string;
  content: ReactNode;
}

/**
 * Tabs with arrow-key navigation (Headless UI); the chosen one is underlined in the brand colour.
 * With `selected` and `onChange` the screen keeps the choice (e.g. in the URL, so reload keeps it).
 */
export function Tabs({
  tabs,
  selected,
  onChange,
}: {
  tabs: readonly TabItem[];
  selected?: number;
  onChange?: (index: number) => void;
}) {
  return (
    <TabGroup selectedIndex={selected} onChange={onChange}>
      <TabList className="mb-5 flex gap-6 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.label}
            className="-mb-px whitespace-nowrap border-b-2 max-md:whitespace-normal border-transparent px-1 pb-3 text-sm font-semibold text-slate-500 outline-none transition hover:text-slate-800 data-focus:text-brand-800 data-selected:border-brand-700 data-selected:text-brand-800"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.label} className="outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
