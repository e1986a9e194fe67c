export * from './applications';
export * from './auth';
export * from './enterprises';
export * from './integral';
export * from './styles';
export * from './tasks';
export * from './users';
