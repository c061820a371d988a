export * from './roles';
export * from './lead';
export * from './staff';
export * from './blog';
export * from './images';
export * from './company';
export * from './alerts';
export * from './inspection';
