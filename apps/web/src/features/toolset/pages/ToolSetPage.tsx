import { Tabs } from 'antd';
import { createElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { StandalonePage } from '../../../components/StandalonePage';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { appConfig } from '../../../lib/app-config';
import { isToolsetPage, TOOLBOX_TABS, toolboxTabByIndex, toolsetPageInfo } from '../toolset.constants';
import styles from './ToolSetPage.module.css';

function Toolbox() {
  const [search, setSearch] = useSearchParams();
  // Unknown or missing indexes open the first tool rather than an empty box.
  const active = toolboxTabByIndex(search.get('aiToolboxTabIndex'));
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
      <SurfaceCard className={styles.workspace}>
        <EmptyState
          icon={createElement(active.icon)}
          title={`${active.label}即将上线`}
          description={active.description}
        />
      </SurfaceCard>
    </div>
  );
}

/** /set/toolSet/{page}: full-window creation tools. The route loader already 404s unknown pages. */
export default function ToolSetPage() {
  const { page } = useParams();
  if (!isToolsetPage(page)) return null;
  const info = toolsetPageInfo[page];
  return (
    <StandalonePage title={info.title}>
      {page === 'aiToolbox' ? (
        <Toolbox />
      ) : (
        <div className={styles.body}>
          <SurfaceCard className={styles.workspace}>
            <EmptyState
              icon={createElement(info.icon)}
              title={`${info.title}即将上线`}
              description={info.description}
            />
          </SurfaceCard>
        </div>
      )}
    </StandalonePage>
  );
}
