/**
 * projectDetail/{step}: the spec leaves the step set "not shown". We use the creation-flow steps of spec §2
 * (create, art, artImage, storyboard), which map one to one onto creation stages 1–4 of spec §4
 * (story input, art, art image, storyboard). Any other value renders the 404 page.
 */
export const PROJECT_STEPS = ['create', 'art', 'artImage', 'storyboard'] as const;
export type ProjectStep = (typeof PROJECT_STEPS)[number];

export const projectStepInfo: Record<ProjectStep, { title: string; description: string }> = {
  create: { title: '故事创作', description: '输入故事梗概或导入剧本，确定人物与分场。' },
  art: { title: '美术设定', description: '设定画风，生成并确认角色与场景的形象。' },
  artImage: { title: '美术图', description: '为每个分场生成关键美术图，统一风格与色调。' },
  storyboard: { title: '分镜制作', description: '逐镜头生成分镜画面与视频，完成分镜脚本。' },
};
