export * from './form-definition.ts';
export * from './email-address.ts';
export * from './form-messages.ts';
export * from './sanitise.ts';
export * from './validate.ts';
export * from './form-summary.ts';
export * from './proof-of-work.ts';
export * from './captcha-providers.ts';
