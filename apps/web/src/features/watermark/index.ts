export { applyWatermarkFree, useApplyWatermarkFree } from './api/apply-watermark.api';
export { WatermarkApplyDialog } from './components/WatermarkApplyDialog';
export { WatermarkApplyEntry } from './components/WatermarkApplyEntry';
export { watermarkText } from './watermark-text';
