export * from './ai-editor.constants';
