export * from './project.constants';
