export { createWebRouter, type WebOptions } from './web-router.ts';
export type { ExecuteOperation } from './execute.ts';
