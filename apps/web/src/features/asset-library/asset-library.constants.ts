/** /assetLibrary children of spec §2 (default and class sites). */
export const ASSET_LIBRARY_TABS = [
  { key: 'character', label: '角色', description: '沉淀项目中的角色形象与音色，跨项目复用，保持人物一致。' },
  { key: 'emptyShot', label: '空镜', description: '收集生成与上传的空镜头素材，随时插入分镜。' },
  { key: 'scene', label: '场景', description: '管理场景设定图，统一不同镜头中的环境与光线。' },
] as const;
export type AssetLibraryTab = (typeof ASSET_LIBRARY_TABS)[number]['key'];
