import type { SiteVariant } from '@lizi/shared';

export type LoginChannel = 'account' | 'phone' | 'qr';

/**
 * Spec §2: the login screen differs per variant (class, open, default) — same structure, its own colour,
 * words and channel order. The show site uses the default screen.
 */
export interface LoginBrand {
  accent: string;
  panel: string;
  eyebrow: string;
  headline: string;
  lead: string;
  features: readonly { title: string; text: string }[];
  /** First tab is the one that opens. */
  tabOrder: readonly LoginChannel[];
  /** Card subtitle in login mode. */
  welcome: string;
}

const defaultBrand: LoginBrand = {
  accent: '#c2652a',
  panel: 'linear-gradient(150deg, #5e270d 0%, #9a4418 45%, #d17a3c 100%)',
  eyebrow: 'AI 影视内容创作平台',
  headline: '用 AI，把故事拍出来',
  lead: '剧本、分镜、画面、视频与配音，一个工坊全部完成。',
  features: [
    { title: 'AI 剧本与分镜', text: '一句创意扩写成剧本，自动拆镜出图' },
    { title: '视频与音频生成', text: '文生视频、图生视频、配音与音效' },
    { title: '团队协作', text: '项目制管理，成员分工、制作栗统一分配' },
  ],
  tabOrder: ['account', 'phone', 'qr'],
  welcome: '欢迎回来，登录后继续你的创作',
};

export const loginBrands: Record<SiteVariant, LoginBrand> = {
  default: defaultBrand,
  show: defaultBrand,
  class: {
    accent: '#1f7a6d',
    panel: 'linear-gradient(150deg, #0c3b36 0%, #17665b 45%, #3fa28f 100%)',
    eyebrow: '栗子课堂',
    headline: 'AI 影视创作实训课堂',
    lead: '跟着课程动手做，从剧本到成片，完整走一遍影视创作流程。',
    features: [
      { title: '课程同步实训', text: '每节课配套创作任务，边学边做' },
      { title: '作品集中管理', text: '课堂作品自动归档，方便点评与展示' },
      { title: '班级制作栗', text: '由老师统一分配，专注创作不操心' },
    ],
    tabOrder: ['account', 'qr', 'phone'],
    welcome: '使用老师分配的账号登录课堂',
  },
  open: {
    accent: '#3b5bdb',
    panel: 'linear-gradient(150deg, #18215e 0%, #2f48b8 45%, #6f8cf2 100%)',
    eyebrow: '栗子开放平台',
    headline: '人人可用的 AI 影视工坊',
    lead: '注册即可体验 AI 创作，团队与企业可申请更多制作栗与协作权限。',
    features: [
      { title: '注册即用', text: '手机号一步注册，立即开始创作' },
      { title: '企业入驻', text: '企业统一管理成员、项目与制作栗' },
      { title: '合规标识', text: 'AI 生成内容自动添加“AI生成”标识' },
    ],
    tabOrder: ['phone', 'account', 'qr'],
    welcome: '手机号验证即可登录，新用户可直接注册',
  },
};
