export * from './types';
export * from './status';
export * from './messages';
export * from './totals';
export * from './validation';
export * from './money';
export * from './notice';
export * from './consent';
