export * from './roles';
export * from './lead';
