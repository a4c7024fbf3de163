/** What only the server runs (payments need node:crypto and a database); browsers import the index. */
export * from './payments/payment-provider.ts';
export * from './payments/test-payment-provider.ts';
