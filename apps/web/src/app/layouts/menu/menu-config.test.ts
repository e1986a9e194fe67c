import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  emptyShotPath,
  isMenuItemDisabled,
  type MenuLeaf,
  menuLeaves,
  resolveMenuAction,
  selectedMenuKey,
} from './menu-config';

const leaf = (key: string, variant: Parameters<typeof buildMenu>[0] = 'default'): MenuLeaf => {
  const found = menuLeaves(buildMenu(variant)).find((item) => item.key === key);
  if (!found) throw new Error(`no menu item ${key}`);
  return found;
};

describe('menu config', () => {
  it('follows spec §2: home, assets, then the three groups in order', () => {
    const menu = buildMenu('default');
    expect(menu.map((entry) => entry.label)).toEqual(['首页', '资产', '专业影视制作', 'AI创作', 'AI工具']);
    const labels = (key: string) => {
      const group = menu.find((entry) => entry.key === key);
      return group?.kind === 'group' ? group.children.map((c) => c.label) : [];
    };
    expect(labels('groupProfessional')).toEqual(['团队协作']);
    expect(labels('groupAiCreation')).toEqual(['AI剧本', 'AI分镜', 'AI视频', 'AI音频', 'AI空镜']);
    expect(labels('groupAiTools')).toEqual([
      '智能编辑',
      '对口型',
      'AI换脸',
      'AI换装',
      '图片超分',
      '视频超分',
    ]);
  });

  it('has unique, stable keys', () => {
    const keys = menuLeaves(buildMenu('default')).map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([
      'dashboard',
      'works',
      'projectProduction',
      'aiScript',
      'aiStoryboard',
      'aiStoryboardVideo',
      'aiAudio',
      'aiEmptyShot',
      'smartEditing',
      'lipSync',
      'faceSwap',
      'outfitSwap',
      'imageUpscale',
      'videoSuperResolution',
    ]);
  });

  it('links the AI tools to the toolbox tabs of spec §2', () => {
    const to = (key: string) => leaf(key).to;
    expect(to('smartEditing')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=0');
    expect(to('lipSync')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=2');
    expect(to('faceSwap')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=1_1');
    expect(to('outfitSwap')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=1_0');
    expect(to('imageUpscale')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=3');
    expect(to('videoSuperResolution')).toBe('/set/toolSet/aiToolbox?aiToolboxTabIndex=4');
  });

  it('points AI空镜 at the screen of each site', () => {
    expect(emptyShotPath('default')).toBe('/assetLibrary/emptyShot');
    expect(emptyShotPath('class')).toBe('/assetLibrary/emptyShot');
    expect(emptyShotPath('open')).toBe('/emptyShotV1_4');
    expect(emptyShotPath('show')).toBeNull();
  });

  it('toasts for keys listed in disabledFeatures and navigates otherwise', () => {
    const disabled = ['lipSync', 'aiScript'];
    expect(isMenuItemDisabled(leaf('lipSync'), disabled)).toBe(true);
    expect(resolveMenuAction(leaf('lipSync'), disabled)).toEqual({
      type: 'toast',
      content: '功能暂未开放，敬请期待',
      duration: 3,
    });
    expect(resolveMenuAction(leaf('aiScript'), disabled).type).toBe('toast');
    expect(resolveMenuAction(leaf('aiAudio'), disabled)).toEqual({
      type: 'navigate',
      to: '/set/toolSet/aiAudio',
    });
  });

  it('treats an entry with no screen on this site as disabled', () => {
    expect(resolveMenuAction(leaf('aiEmptyShot', 'show'), []).type).toBe('toast');
  });

  it('asks for an application before team collaboration, unless the feature is off', () => {
    expect(resolveMenuAction(leaf('projectProduction'), [])).toEqual({
      type: 'confirmApplication',
      to: '/projectProduction',
    });
    expect(resolveMenuAction(leaf('projectProduction'), ['projectProduction']).type).toBe('toast');
  });

  it('highlights the item of the current location', () => {
    const menu = buildMenu('default');
    expect(selectedMenuKey(menu, '/dashboard', '')).toBe('dashboard');
    expect(selectedMenuKey(menu, '/work/video/favorite', '')).toBe('works');
    expect(selectedMenuKey(menu, '/set/toolSet/aiToolbox', '?aiToolboxTabIndex=1_1')).toBe('faceSwap');
    expect(selectedMenuKey(menu, '/assetLibrary/emptyShot', '')).toBe('aiEmptyShot');
    expect(selectedMenuKey(menu, '/exchange-center', '')).toBeUndefined();
  });
});
