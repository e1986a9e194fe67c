export * from './asset-api';
export * from './audio-api';
export * from './creation-constants';
export * from './cut-api';
export * from './role-api';
export * from './script-api';
export * from './storyboard-api';
