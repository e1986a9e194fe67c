export * from './capabilities';
export * from './provider-admin-api';
export * from './task-api';
export * from './task-status';
export * from './task-types';
