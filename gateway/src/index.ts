export * from './router.ts';
export * from './create-gateway.ts';
export * from './context.ts';
export { executeOperation } from './rest/execute.ts';
export { isCollectorPath } from './rest/collector-paths.ts';
