export * from './empty-shot.constants';
