/**
 * AiEditor `mode` query (spec §2 leaves the values open): `face` → 角色换脸, `repaint` → 局部重绘.
 * A missing or unknown mode opens repaint, the editor's general-purpose tool.
 */
export const AI_EDITOR_MODES = { face: '角色换脸', repaint: '局部重绘' } as const;
export type AiEditorMode = keyof typeof AI_EDITOR_MODES;
export const DEFAULT_AI_EDITOR_MODE: AiEditorMode = 'repaint';

export function aiEditorMode(value: string | null | undefined): AiEditorMode {
  return value === 'face' || value === 'repaint' ? value : DEFAULT_AI_EDITOR_MODE;
}
