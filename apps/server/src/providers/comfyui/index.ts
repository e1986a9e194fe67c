export { createComfyUiProvider } from './comfyui.provider';
export { parseWorkflowTemplate, placeholdersOf, type WorkflowGraph } from './comfyui-workflow';
export {
  COMFYUI_PLACEHOLDERS,
  COMFYUI_TXT2IMG_WORKFLOW,
  COMFYUI_UPSCALE_WORKFLOW,
  COMFYUI_WORKFLOW_EXAMPLES,
  type ComfyUiWorkflowExample,
} from './comfyui-workflow-templates';
