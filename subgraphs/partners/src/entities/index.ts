import { ApiKeySchema } from './api-key.ts';

/** The partners schema's entities. */
export const partnersEntities = [ApiKeySchema];
