import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo } from 'react';
import { useLocation } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { buildMenu, isMenuItemDisabled, type MenuLeaf, menuLeaves, selectedMenuKey } from './menu-config';
import styles from './SideMenu.module.css';
import { useMenuAction } from './use-menu-action';

export function SideMenu() {
  const { pathname, search } = useLocation();
  const runAction = useMenuAction();
  const entries = useMemo(() => buildMenu(appConfig.siteVariant), []);
  const leaves = useMemo(() => new Map(menuLeaves(entries).map((leaf) => [leaf.key, leaf])), [entries]);

  const toItem = (leaf: MenuLeaf) => {
    // Not antd's `disabled`: a disabled antd item swallows the click, and the spec wants a toast on click.
    const disabled = isMenuItemDisabled(leaf, appConfig.disabledFeatures);
    return {
      key: leaf.key,
      icon: disabled ? (
        <span className={styles.disabled}>{createElement(leaf.icon)}</span>
      ) : (
        createElement(leaf.icon)
      ),
      label: disabled ? (
        <span className={`${styles.disabledLabel} ${styles.disabled}`}>
          {leaf.label}
          <span className={styles.soon}>未开放</span>
        </span>
      ) : (
        leaf.label
      ),
      'aria-disabled': disabled || undefined,
    };
  };

  const items: MenuProps['items'] = entries.map((entry) =>
    entry.kind === 'group'
      ? { type: 'group', key: entry.key, label: entry.label, children: entry.children.map(toItem) }
      : toItem(entry),
  );

  const selected = selectedMenuKey(entries, pathname, search);

  return (
    <Menu
      mode="inline"
      style={{ borderInlineEnd: 'none' }}
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={({ key }) => {
        const leaf = leaves.get(key);
        if (leaf) runAction(leaf);
      }}
    />
  );
}
