/**
 * The common fields of an analytics event (`commonData` of `POST /api/v1/events`): each declared a
 * string, some nullable. The page's own copy of this rule is packages/tracking's common-fields.ts
 * (the page script's package, written beside this subgraph): the same names, types and warnings.
 * The collector checks again, because anyone can post to it.
 */
export const COMMON_FIELDS = {
  websiteId: { nullable: false },
  templateId: { nullable: true },
  pageUrl: { nullable: false },
  pagePath: { nullable: false },
  referrer: { nullable: true },
  sessionId: { nullable: false },
  visitorId: { nullable: true },
  authenticatedAccountId: { nullable: true },
  locale: { nullable: true },
  userAgent: { nullable: true },
} as const satisfies Record<string, { nullable: boolean }>;

export type CommonFieldName = keyof typeof COMMON_FIELDS;
export type CommonFields = { [K in CommonFieldName]?: string | null };

const declared = (name: string): name is CommonFieldName => Object.hasOwn(COMMON_FIELDS, name);

/** The warning for a field that is dropped: one not declared, or not of its declared type. */
export function commonFieldWarning(name: string): string {
  if (!declared(name)) return `Analytics common field "${name}" is not declared: dropped.`;
  const type = COMMON_FIELDS[name].nullable ? 'a string or null' : 'a string';
  return `Analytics common field "${name}" must be ${type}: dropped.`;
}

/**
 * Keeps the common fields of their declared type (a string, or null where nullable) and drops the
 * others, each with a warning. Anything that is not an object keeps nothing.
 */
export function checkCommonFields(input: unknown): { fields: CommonFields; warnings: string[] } {
  const fields: CommonFields = {};
  const warnings: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { fields, warnings: ['Analytics common fields must be an object: dropped.'] };
  for (const [name, value] of Object.entries(input)) {
    if (declared(name) && (typeof value === 'string' || (value === null && COMMON_FIELDS[name].nullable)))
      fields[name] = value as string | null;
    else warnings.push(commonFieldWarning(name));
  }
  return { fields, warnings };
}
