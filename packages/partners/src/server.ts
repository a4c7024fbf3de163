export * from './api-key-secret.ts';
