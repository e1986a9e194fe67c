import type { ComponentType } from 'react';
import type { ToolboxTabIndex } from '../toolset.constants';
import { FaceSwapTool } from './FaceSwapTool';
import { LipSyncTool } from './LipSyncTool';
import { OutfitSwapTool } from './OutfitSwapTool';
import { SmartEditTool } from './SmartEditTool';
import type { ToolProps } from './tool-props';
import { ImageUpscaleTool, VideoUpscaleTool } from './UpscaleTool';

/** The form of each aiToolbox tab, by its aiToolboxTabIndex (spec §2). */
export const TOOLBOX_TOOLS: Record<ToolboxTabIndex, ComponentType<ToolProps>> = {
  '0': SmartEditTool,
  '2': LipSyncTool,
  '1_1': FaceSwapTool,
  '1_0': OutfitSwapTool,
  '3': ImageUpscaleTool,
  '4': VideoUpscaleTool,
};
