// AI-generated content labels (DESIGN §7, GB 45438-2025): the visible "AI生成" label and the implicit
// TC260 label, for every format the app publishes. Everything else imports from here.
export {
  AIGC_LABEL_KEYS,
  type AigcLabel,
  type AigcLabelInput,
  buildAigcLabel,
  hasIntactIntegrity,
  parseAigcLabel,
  serializeAigcLabel,
} from './aigc-label';
export { AUDIO_CUE, type LabelAudioOptions, labelAudioFile } from './audio-label';
export { type LabelImageOptions, type LabelledImage, labelImage } from './image-label';
export { labelFormatOf, readImplicitLabel, readImplicitLabelFromFile } from './implicit-label';
export { IMAGE_LABEL_RULE, type LabelPosition, labelBox, VIDEO_LABEL_RULE } from './label-badge';
export { LabelError } from './label-error';
export { type LabelVideoOptions, labelVideoFile, VIDEO_LABEL_SECONDS } from './video-label';
