/** What only the server runs (it needs node:crypto and the server's secret); browsers import the index. */
export * from './proof-of-work-server.ts';
export * from './captcha-gate.ts';
