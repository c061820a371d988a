export * from './alerts';
