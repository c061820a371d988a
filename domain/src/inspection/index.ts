export * from './schedule';
export * from './windows';
