export { resolveSelectedStyle, useImageStyleStore } from './stores/image-style.store';
