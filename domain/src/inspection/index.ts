export * from './schedule';
export * from './windows';
export * from './ics';
