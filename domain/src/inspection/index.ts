export * from './schedule';
export * from './windows';
export * from './ics';
export * from './booking';
export * from './alert';
export * from './stored';
export * from './bounds';
