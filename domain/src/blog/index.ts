export * from './limits';
export * from './schema';
export * from './slugify';
export * from './text';
export * from './taxonomy';
export * from './messages';
export * from './postForm';
export * from './postsSearch';
