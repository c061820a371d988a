export * from './hours';
