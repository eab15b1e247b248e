import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './Tabs.css';

/** One tab: a stable value, its visible label and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. Controlled when `value` is given, otherwise starts on `defaultValue` or the first tab. */
export interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list, e.g. "Install instructions by language". */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Accessible tabs (arrow keys move between tabs, Home/End jump), built on @radix-ui/react-tabs.
 */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={['tabs', className ?? ''].filter(Boolean).join(' ')}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? tabs[0]?.value) : undefined}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="tabs__trigger">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="tabs__panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
