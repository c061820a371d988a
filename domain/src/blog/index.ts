export * from './limits';
export * from './schema';
export * from './slugify';
export * from './text';
export * from './messages';
export * from './postForm';
