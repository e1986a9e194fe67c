export * from './api/envelope';
export * from './constants/limits';
export * from './constants/media';
export * from './constants/points';
export * from './constants/roles';
export * from './constants/site';
export * from './constants/statuses';
export * from './errors/error-catalogue';
