import { Formatters, Predicates } from '@squarespace/template-engine';
import { ATELIER_FORMATTERS, ATELIER_PREDICATES } from './plugins/index.ts';

/** The engine's formatters and predicates with ours over them: what every Atelier template may call. */
export const FORMATTERS = { ...Formatters, ...ATELIER_FORMATTERS };
export const PREDICATES = { ...Predicates, ...ATELIER_PREDICATES };
