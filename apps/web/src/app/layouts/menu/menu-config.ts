import { FolderOpenOutlined, HomeOutlined, TeamOutlined } from '@ant-design/icons';
import type { SiteVariant } from '@lizi/shared';
import type { ComponentType } from 'react';
import { EmptyShotIcon, TOOLBOX_TABS, toolboxPath, toolsetPageInfo } from '../../../features/toolset';
import { commonText } from '../../../locales/zh-CN/common';

/**
 * The left menu of spec §2. Keys are stable: they are what `disabledFeatures` (app config) lists, what
 * tracking reports and what the tests check, so never derive them from labels.
 */
export interface MenuLeaf {
  kind: 'item';
  key: string;
  label: string;
  icon: ComponentType;
  /** Where the item goes on this site; null when the screen does not exist on this variant. */
  to: string | null;
  /** Team collaboration asks for an application first (spec §2). */
  requiresApplication?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  children: MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export const MENU_KEYS = {
  dashboard: 'dashboard',
  works: 'works',
  projectProduction: 'projectProduction',
  aiScript: 'aiScript',
  aiStoryboard: 'aiStoryboard',
  aiStoryboardVideo: 'aiStoryboardVideo',
  aiAudio: 'aiAudio',
  aiEmptyShot: 'aiEmptyShot',
} as const;

/** AI空镜 lives in the asset library on default/class and in emptyShotV1_4 on open; show has neither. */
export function emptyShotPath(variant: SiteVariant): string | null {
  if (variant === 'default' || variant === 'class') return '/assetLibrary/emptyShot';
  if (variant === 'open') return '/emptyShotV1_4';
  return null;
}

const toolsetItem = (key: keyof typeof toolsetPageInfo & string): MenuLeaf => ({
  kind: 'item',
  key,
  label: toolsetPageInfo[key].title,
  icon: toolsetPageInfo[key].icon,
  to: `/set/toolSet/${key}`,
});

export function buildMenu(variant: SiteVariant): MenuEntry[] {
  return [
    { kind: 'item', key: MENU_KEYS.dashboard, label: '首页', icon: HomeOutlined, to: '/dashboard' },
    { kind: 'item', key: MENU_KEYS.works, label: '资产', icon: FolderOpenOutlined, to: '/work' },
    {
      kind: 'group',
      key: 'groupProfessional',
      label: '专业影视制作',
      children: [
        {
          kind: 'item',
          key: MENU_KEYS.projectProduction,
          label: '团队协作',
          icon: TeamOutlined,
          to: '/projectProduction',
          requiresApplication: true,
        },
      ],
    },
    {
      kind: 'group',
      key: 'groupAiCreation',
      label: 'AI创作',
      children: [
        toolsetItem('aiScript'),
        toolsetItem('aiStoryboard'),
        toolsetItem('aiStoryboardVideo'),
        toolsetItem('aiAudio'),
        {
          kind: 'item',
          key: MENU_KEYS.aiEmptyShot,
          label: 'AI空镜',
          icon: EmptyShotIcon,
          to: emptyShotPath(variant),
        },
      ],
    },
    {
      kind: 'group',
      key: 'groupAiTools',
      label: 'AI工具',
      children: TOOLBOX_TABS.map((tab) => ({
        kind: 'item' as const,
        key: tab.key,
        label: tab.label,
        icon: tab.icon,
        to: toolboxPath(tab.index),
      })),
    },
  ];
}

export function menuLeaves(entries: readonly MenuEntry[]): MenuLeaf[] {
  return entries.flatMap((entry) => (entry.kind === 'group' ? entry.children : [entry]));
}

/** Disabled = listed in disabledFeatures, or no screen for it on this site. Both look and act the same. */
export function isMenuItemDisabled(item: MenuLeaf, disabledFeatures: readonly string[]): boolean {
  return item.to === null || disabledFeatures.includes(item.key);
}

export type MenuAction =
  | { type: 'navigate'; to: string }
  | { type: 'toast'; content: string; duration: number }
  | { type: 'confirmApplication'; to: string };

/** What a click on an item does; the component only carries it out. */
export function resolveMenuAction(item: MenuLeaf, disabledFeatures: readonly string[]): MenuAction {
  if (isMenuItemDisabled(item, disabledFeatures) || item.to === null) {
    return { type: 'toast', content: commonText.featureDisabled, duration: 3 };
  }
  if (item.requiresApplication) return { type: 'confirmApplication', to: item.to };
  return { type: 'navigate', to: item.to };
}

/** The item to highlight for a location: exact toolbox tab by query, otherwise the longest path prefix. */
export function selectedMenuKey(
  entries: readonly MenuEntry[],
  pathname: string,
  search: string,
): string | undefined {
  const leaves = menuLeaves(entries).filter((leaf) => leaf.to !== null);
  const current = new URL(`${pathname}${search}`, 'http://local');
  let best: { key: string; score: number } | undefined;
  for (const leaf of leaves) {
    const target = new URL(leaf.to as string, 'http://local');
    const pathMatches =
      current.pathname === target.pathname || current.pathname.startsWith(`${target.pathname}/`);
    if (!pathMatches) continue;
    const queryMatches = [...target.searchParams].every(([k, v]) => current.searchParams.get(k) === v);
    if (!queryMatches) continue;
    const score = target.pathname.length + target.search.length;
    if (!best || score > best.score) best = { key: leaf.key, score };
  }
  return best?.key;
}
