import {
  AudioOutlined,
  BgColorsOutlined,
  ExpandOutlined,
  FileTextOutlined,
  HighlightOutlined,
  PictureOutlined,
  ScissorOutlined,
  SkinOutlined,
  SmileOutlined,
  SoundOutlined,
  ThunderboltOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** /set/toolSet/{page}: exactly these pages exist (spec §2 "Toolbox categories"); anything else is a 404. */
export const TOOLSET_PAGES = [
  'aiScript',
  'aiStoryboard',
  'aiStoryboardVideo',
  'aiAudio',
  'aiToolbox',
] as const;
export type ToolsetPage = (typeof TOOLSET_PAGES)[number];

export interface ToolsetPageInfo {
  title: string;
  description: string;
  icon: ComponentType;
}

export const toolsetPageInfo: Record<ToolsetPage, ToolsetPageInfo> = {
  aiScript: {
    title: 'AI剧本',
    description: '输入一句创意或故事梗概，AI 帮你扩写成分场剧本，并可逐段修改润色。',
    icon: FileTextOutlined,
  },
  aiStoryboard: {
    title: 'AI分镜',
    description: '把剧本拆成镜头，为每个镜头生成分镜画面，统一角色与画风。',
    icon: PictureOutlined,
  },
  aiStoryboardVideo: {
    title: 'AI视频',
    description: '文生视频、图生视频与首尾帧视频，让分镜画面动起来。',
    icon: VideoCameraOutlined,
  },
  aiAudio: {
    title: 'AI音频',
    description: '为角色挑选音色生成配音，并为画面配上 AI 音效。',
    icon: SoundOutlined,
  },
  aiToolbox: {
    title: 'AI工具箱',
    description: '剪辑、对口型、换脸、换装与画质增强等常用 AI 工具。',
    icon: ThunderboltOutlined,
  },
};

export function isToolsetPage(value: unknown): value is ToolsetPage {
  return typeof value === 'string' && (TOOLSET_PAGES as readonly string[]).includes(value);
}

/** aiToolbox tabs, keyed by the `aiToolboxTabIndex` query values of spec §2 (kept verbatim, e.g. 1_1). */
export const TOOLBOX_TABS = [
  {
    index: '0',
    key: 'smartEditing',
    label: '智能编辑',
    icon: ScissorOutlined,
    description: '上传图片，涂抹需要修改的区域并描述想要的效果，AI 只重绘涂抹的部分。',
  },
  {
    index: '2',
    key: 'lipSync',
    label: '对口型',
    icon: AudioOutlined,
    description: '上传人物视频，再上传配音或输入台词，AI 让口型与声音精准同步。',
  },
  {
    index: '1_1',
    key: 'faceSwap',
    label: 'AI换脸',
    icon: SmileOutlined,
    description: '把人脸照片中的面部自然替换到目标图片中，保持光影与表情一致。',
  },
  {
    index: '1_0',
    key: 'outfitSwap',
    label: 'AI换装',
    icon: SkinOutlined,
    description: '上传人物与服装图片，为角色换上新造型，保留人物姿态与画面构图。',
  },
  {
    index: '3',
    key: 'imageUpscale',
    label: '图片超分',
    icon: ExpandOutlined,
    description: '将图片放大 2 倍或 4 倍，补全细节、去除噪点，适合海报与大屏投放。',
  },
  {
    index: '4',
    key: 'videoSuperResolution',
    label: '视频超分',
    icon: HighlightOutlined,
    description: '将视频分辨率提升 2 倍或 4 倍，画面更清晰，让成片达到投放画质。',
  },
] as const satisfies readonly {
  index: string;
  key: string;
  label: string;
  icon: ComponentType;
  description: string;
}[];

export type ToolboxTab = (typeof TOOLBOX_TABS)[number];
export type ToolboxTabIndex = ToolboxTab['index'];
export const DEFAULT_TOOLBOX_TAB: ToolboxTabIndex = '0';

export function toolboxTabByIndex(index: string | null | undefined): ToolboxTab {
  return TOOLBOX_TABS.find((tab) => tab.index === index) ?? TOOLBOX_TABS[0];
}

export function toolboxPath(index: ToolboxTabIndex): string {
  return `/set/toolSet/aiToolbox?aiToolboxTabIndex=${index}`;
}

/** Icon for the empty-shot entry, shared by menu and dashboard. */
export const EmptyShotIcon = BgColorsOutlined;
