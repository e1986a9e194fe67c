export * from './toolset.constants';
