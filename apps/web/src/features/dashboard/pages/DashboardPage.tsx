import { ArrowRightOutlined, FolderOpenOutlined, TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { createElement, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { buildMenu, isMenuItemDisabled, type MenuLeaf } from '../../../app/layouts/menu/menu-config';
import { useMenuAction } from '../../../app/layouts/menu/use-menu-action';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { appConfig } from '../../../lib/app-config';
import { useSessionStore } from '../../session';
import styles from './DashboardPage.module.css';

const descriptions: Record<string, string> = {
  aiScript: '一句创意扩写成分场剧本',
  aiStoryboard: '剧本拆镜，逐镜生成分镜画面',
  aiStoryboardVideo: '文生视频、图生视频与首尾帧',
  aiAudio: '角色配音与 AI 音效',
  aiEmptyShot: '描述画面，生成转场与氛围空镜',
  smartEditing: '素材自动挑选、卡点成片',
  lipSync: '让口型与台词精准同步',
  faceSwap: '替换画面中的人物面部',
  outfitSwap: '一键更换角色服装造型',
  imageUpscale: '图片放大至 2K / 4K',
  videoSuperResolution: '提升视频分辨率与清晰度',
};

function EntryCard({
  item,
  onOpen,
  tone,
}: {
  item: MenuLeaf;
  onOpen: (item: MenuLeaf) => void;
  tone: 'warm' | 'cool';
}) {
  const disabled = isMenuItemDisabled(item, appConfig.disabledFeatures);
  return (
    <button
      type="button"
      className={`${styles.entry} ${disabled ? styles.entryDisabled : ''}`}
      onClick={() => onOpen(item)}
    >
      <span className={`${styles.entryIcon} ${tone === 'cool' ? styles.entryIconCool : ''}`}>
        {createElement(item.icon)}
      </span>
      <span className={styles.entryText}>
        <span className={styles.entryTitle}>
          {item.label}
          {disabled ? <span className={styles.soon}>未开放</span> : null}
        </span>
        <span className={styles.entryDescription}>{descriptions[item.key] ?? ''}</span>
      </span>
      <ArrowRightOutlined className={styles.entryArrow} />
    </button>
  );
}

export default function DashboardPage() {
  const user = useSessionStore((s) => s.user);
  const navigate = useNavigate();
  const runAction = useMenuAction();
  const menu = useMemo(() => buildMenu(appConfig.siteVariant), []);
  const group = (key: string) => menu.find((entry) => entry.key === key);
  const creation = group('groupAiCreation');
  const tools = group('groupAiTools');
  const team = group('groupProfessional');
  const teamItem = team?.kind === 'group' ? team.children[0] : undefined;

  return (
    <PageContainer>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <div className={styles.heroEyebrow}>{appConfig.appName} · AI 影视创作平台</div>
          <h1 className={styles.heroTitle}>
            {user ? `你好，${user.realname}` : `欢迎来到${appConfig.appName}`}
          </h1>
          <p className={styles.heroLead}>
            从一句创意到一部成片：剧本、分镜、画面、视频与配音，都可以交给 AI 协助完成。
          </p>
          <div className={styles.heroActions}>
            <Button
              type="primary"
              size="large"
              onClick={() =>
                creation?.kind === 'group' && creation.children[0] && runAction(creation.children[0])
              }
            >
              开始 AI 创作
            </Button>
            {teamItem ? (
              <Button size="large" icon={<TeamOutlined />} onClick={() => runAction(teamItem)}>
                团队协作
              </Button>
            ) : null}
          </div>
        </div>
        <div className={styles.heroArt} aria-hidden>
          <div className={styles.heroDisc}>
            <ChestnutMark size={112} />
          </div>
          <span className={`${styles.chip} ${styles.chipA}`}>AI剧本</span>
          <span className={`${styles.chip} ${styles.chipB}`}>AI分镜</span>
          <span className={`${styles.chip} ${styles.chipC}`}>AI视频</span>
        </div>
      </section>

      {creation?.kind === 'group' ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>AI创作</h2>
          <div className={`${styles.grid} ${styles.gridCreation}`}>
            {creation.children.map((item) => (
              <EntryCard key={item.key} item={item} onOpen={runAction} tone="warm" />
            ))}
          </div>
        </section>
      ) : null}

      {tools?.kind === 'group' ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>AI工具</h2>
          <div className={`${styles.grid} ${styles.gridTools}`}>
            {tools.children.map((item) => (
              <EntryCard key={item.key} item={item} onOpen={runAction} tone="cool" />
            ))}
          </div>
        </section>
      ) : null}

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>最近作品</h2>
          <Button type="link" onClick={() => navigate('/work')}>
            查看全部资产 <ArrowRightOutlined />
          </Button>
        </div>
        <SurfaceCard>
          <EmptyState
            size="compact"
            icon={<FolderOpenOutlined />}
            title="还没有作品"
            description="用 AI 生成的剧本、图片、视频和音频会出现在这里。"
          />
        </SurfaceCard>
      </section>
    </PageContainer>
  );
}
