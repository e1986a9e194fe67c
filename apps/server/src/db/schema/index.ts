export * from './applications';
export * from './auth';
export * from './enterprises';
export * from './integral';
export * from './points';
export * from './styles';
export * from './tasks';
export * from './users';
