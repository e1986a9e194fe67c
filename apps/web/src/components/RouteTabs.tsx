import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface RouteTab {
  key: string;
  label: string;
  to: string;
}

/** Tabs whose panes are routes: switching a tab changes the URL, so every tab can be linked and reloaded. */
interface RouteTabsProps {
  items: readonly RouteTab[];
  activeKey: string;
  /** Right end of the tab bar (filters, context tags). */
  extra?: ReactNode;
}

export function RouteTabs({ items, activeKey, extra }: RouteTabsProps) {
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={activeKey}
      tabBarExtraContent={extra}
      items={items.map(({ key, label }) => ({ key, label }))}
      onChange={(key) => {
        const tab = items.find((item) => item.key === key);
        if (tab) navigate(tab.to);
      }}
    />
  );
}
