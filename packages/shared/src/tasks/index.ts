export * from './capabilities';
export * from './task-api';
export * from './task-status';
export * from './task-types';
