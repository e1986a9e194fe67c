import { Spin, Tabs } from 'antd';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { StandalonePage } from '../../../components/StandalonePage';
import { appConfig } from '../../../lib/app-config';
import { ToolbarActions } from '../components/ToolbarActions';
import { TOOLBOX_TOOLS } from '../tools';
import {
  isToolsetPage,
  TOOLBOX_TABS,
  type ToolsetPage,
  toolboxTabByIndex,
  toolsetPageInfo,
} from '../toolset.constants';
import styles from './ToolSetPage.module.css';

/** The creation workspaces live in their own features and load only when opened. */
const WORKSPACES: Record<Exclude<ToolsetPage, 'aiToolbox'>, ComponentType> = {
  aiScript: lazy(() => import('../../script').then((m) => ({ default: m.ScriptWorkspace }))),
  aiStoryboard: lazy(() => import('../../storyboard').then((m) => ({ default: m.StoryboardWorkspace }))),
  aiStoryboardVideo: lazy(() =>
    import('../../storyboard').then((m) => ({ default: m.StoryboardVideoWorkspace })),
  ),
  aiAudio: lazy(() => import('../../audio').then((m) => ({ default: m.AudioWorkspace }))),
};

function Toolbox() {
  const [search, setSearch] = useSearchParams();
  // Unknown or missing indexes open the first tool rather than an empty box.
  const active = toolboxTabByIndex(search.get('aiToolboxTabIndex'));
  const Tool = TOOLBOX_TOOLS[active.index];
  return (
    <div className={styles.body}>
      <Tabs
        activeKey={active.index}
        onChange={(index) => setSearch({ aiToolboxTabIndex: index }, { replace: true })}
        items={TOOLBOX_TABS.map((tab) => ({
          key: tab.index,
          label: tab.label,
          icon: createElement(tab.icon),
          disabled: appConfig.disabledFeatures.includes(tab.key),
        }))}
      />
      <Tool key={active.index} title={active.label} description={active.description} />
    </div>
  );
}

/** /set/toolSet/{page}: full-window creation tools. The route loader already 404s unknown pages. */
export default function ToolSetPage() {
  const { page } = useParams();
  if (!isToolsetPage(page)) return null;
  const info = toolsetPageInfo[page];
  return (
    // The bar is a three-column grid: without a centre cell the actions would sit in the middle column.
    <StandalonePage title={info.title} center={<span />} extra={<ToolbarActions />}>
      {page === 'aiToolbox' ? (
        <Toolbox />
      ) : (
        <div className={styles.body}>
          <Suspense fallback={<Spin className={styles.loading} />}>
            {createElement(WORKSPACES[page])}
          </Suspense>
        </div>
      )}
    </StandalonePage>
  );
}
