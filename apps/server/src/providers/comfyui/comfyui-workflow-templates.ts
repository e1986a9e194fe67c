import type { Capability } from '@lizi/shared';
import type { WorkflowGraph } from './comfyui-workflow';

/*
 * Starting points the back office offers when an admin sets up a ComfyUI provider. They are API-format graphs
 * (ComfyUI's "Save (API)"), with placeholders where the task's values go. Model file names are the common
 * defaults; the admin changes them to what the GPU host actually has in models/checkpoints and
 * models/upscale_models, or ComfyUI refuses the prompt ("value_not_in_list").
 */

/** Text to image with a Stable Diffusion checkpoint (the graph of ComfyUI's default workflow). */
export const COMFYUI_TXT2IMG_WORKFLOW = {
  '3': {
    class_type: 'KSampler',
    inputs: {
      seed: '{{seed}}',
      steps: 25,
      cfg: 7,
      sampler_name: 'euler',
      scheduler: 'normal',
      denoise: 1,
      model: ['4', 0],
      positive: ['6', 0],
      negative: ['7', 0],
      latent_image: ['5', 0],
    },
    _meta: { title: 'KSampler' },
  },
  '4': {
    class_type: 'CheckpointLoaderSimple',
    inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' },
    _meta: { title: 'Load Checkpoint' },
  },
  '5': {
    class_type: 'EmptyLatentImage',
    inputs: { width: '{{width}}', height: '{{height}}', batch_size: '{{count}}' },
    _meta: { title: 'Empty Latent Image' },
  },
  '6': {
    class_type: 'CLIPTextEncode',
    inputs: { text: '{{prompt}}', clip: ['4', 1] },
    _meta: { title: 'CLIP Text Encode (Prompt)' },
  },
  '7': {
    class_type: 'CLIPTextEncode',
    inputs: { text: '{{negative_prompt}}', clip: ['4', 1] },
    _meta: { title: 'CLIP Text Encode (Negative)' },
  },
  '8': {
    class_type: 'VAEDecode',
    inputs: { samples: ['3', 0], vae: ['4', 2] },
    _meta: { title: 'VAE Decode' },
  },
  '9': {
    class_type: 'SaveImage',
    inputs: { filename_prefix: 'lizi', images: ['8', 0] },
    _meta: { title: 'Save Image' },
  },
} satisfies WorkflowGraph;

/**
 * Upscaling with an ESRGAN-family model. The model fixes the factor (×4 for RealESRGAN_x4plus); pick the
 * model that matches the factors the product offers.
 */
export const COMFYUI_UPSCALE_WORKFLOW = {
  '1': {
    class_type: 'LoadImage',
    inputs: { image: '{{image}}' },
    _meta: { title: 'Load Image' },
  },
  '2': {
    class_type: 'UpscaleModelLoader',
    inputs: { model_name: 'RealESRGAN_x4plus.pth' },
    _meta: { title: 'Load Upscale Model' },
  },
  '3': {
    class_type: 'ImageUpscaleWithModel',
    inputs: { upscale_model: ['2', 0], image: ['1', 0] },
    _meta: { title: 'Upscale Image (using Model)' },
  },
  '4': {
    class_type: 'SaveImage',
    inputs: { filename_prefix: 'lizi-upscale', images: ['3', 0] },
    _meta: { title: 'Save Image' },
  },
} satisfies WorkflowGraph;

export interface ComfyUiWorkflowExample {
  id: string;
  /** Shown in the back office. */
  name: string;
  capability: Capability;
  workflow: WorkflowGraph;
}

export const COMFYUI_WORKFLOW_EXAMPLES: readonly ComfyUiWorkflowExample[] = [
  {
    id: 'sd-txt2img',
    name: 'Stable Diffusion 文生图',
    capability: 'image.generate',
    workflow: COMFYUI_TXT2IMG_WORKFLOW,
  },
  {
    id: 'esrgan-upscale',
    name: 'ESRGAN 图片超分',
    capability: 'image.upscale',
    workflow: COMFYUI_UPSCALE_WORKFLOW,
  },
];

/** The placeholders a template may use, with what fills them (for the back office's help text). */
export const COMFYUI_PLACEHOLDERS: Record<string, string> = {
  '{{prompt}}': '提示词',
  '{{negative_prompt}}': '反向提示词',
  '{{seed}}': '随机种子（数字）',
  '{{width}}': '宽度（数字，8 的倍数）',
  '{{height}}': '高度（数字，8 的倍数）',
  '{{count}}': '生成数量（数字）',
  '{{scale}}': '放大倍数（数字）',
  '{{text}}': '文本（配音等）',
  '{{duration}}': '时长（秒，数字）',
  '{{image}}': '原图（上传后的文件名）',
  '{{mask}}': '蒙版（白色为重绘区域）',
  '{{reference}}': '参考图；第 2 张起为 {{reference_2}} 等',
};
