export * from './fileName';
export * from './limits';
export * from './messages';
export * from './schema';
export * from './sniff';
export * from './bodyImage';
