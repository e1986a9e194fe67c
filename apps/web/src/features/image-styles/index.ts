export {
  fetchImageStyles,
  fetchRoleImageStyles,
  sendStyleFeedback,
  setScriptImageStyle,
  useRoleImageStyles,
  useSetScriptImageStyle,
  useStyleFeedback,
} from './api/image-styles.api';
export { StylePicker } from './components/StylePicker';
export { useStyleSelection } from './hooks/use-style-selection';
export { resolveSelectedStyle, useImageStyleStore } from './stores/image-style.store';
