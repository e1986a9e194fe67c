export * from './asset-library.constants';
