export * from './messages';
export * from './profile';
export * from './roleRecord';
export * from './dashboard';
