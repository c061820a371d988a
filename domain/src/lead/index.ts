export * from './limits';
export * from './messages';
export * from './options';
export * from './payload';
export * from './schema';
export * from './receipt';
export * from './text';
