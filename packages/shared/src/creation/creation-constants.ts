import { CANVAS_SIZES } from '../constants/limits';
import type { CreationStageValue } from '../constants/statuses';

/**
 * The creation flow (spec §2 steps, §4 creation stages). Stage is the furthest step reached; the flow opens at
 * the step the user was last on and lets them go back to any reached step, or one step past the stage.
 */
export const CREATION_STEPS = ['create', 'art', 'artImage', 'storyboard'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** The stage a step belongs to: reaching a step raises the stage to at least this. */
export const STAGE_OF_STEP: Record<CreationStep, CreationStageValue> = {
  create: 1,
  art: 2,
  artImage: 3,
  storyboard: 4,
};

export const CREATION_STEP_LABELS: Record<CreationStep, string> = {
  create: '故事',
  art: '美术设定',
  artImage: '角色形象',
  storyboard: '分镜',
};

/** Spec §9 canvas sizes as the API spells them (`720x1280`, `1920x1080`). */
export const CANVAS_SIZE_KEYS = CANVAS_SIZES.map((c) => `${c.width}x${c.height}`) as [
  '720x1280',
  '1920x1080',
];
export type CanvasSize = (typeof CANVAS_SIZE_KEYS)[number];

/** Spec §3 edit actions on script lines. */
export const SCRIPT_EDIT_ACTIONS = ['replace', 'delete', 'add'] as const;
export type ScriptEditAction = (typeof SCRIPT_EDIT_ACTIONS)[number];

export const SCRIPT_LINE_KINDS = ['action', 'dialogue', 'narration'] as const;
export type ScriptLineKind = (typeof SCRIPT_LINE_KINDS)[number];
