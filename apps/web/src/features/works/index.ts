export * from './works.constants';
