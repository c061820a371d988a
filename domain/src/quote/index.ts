export * from './types';
export * from './status';
