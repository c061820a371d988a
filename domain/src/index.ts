export * from './roles';
export * from './lead';
export * from './blog';
