export * from './api-key-scopes.ts';
