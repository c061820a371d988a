export * from './fileName';
export * from './limits';
export * from './messages';
export * from './schema';
export * from './sniff';
