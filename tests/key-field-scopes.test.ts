import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { API_KEY_SCOPE_NAMES, FIELD_SCOPES, missingScope, NEVER } from '@atelier/partners';
import { HttpClient } from './support/http-client.ts';
import { signedInClient } from './support/sign-in.ts';
import { useTestPlatform } from './support/test-platform.ts';

/**
 * Scopes field by field: every field of the public API that only a site's owner may read (its
 * description says so: "Owner:", "for its owner", "null to anyone else"…, or it is an owner's
 * account) must be guarded by a scope wherever a key can reach it. For each scope alone, the walk
 * goes from each root field a key with only that scope may use, through every field it may use, to
 * every type; an owner-only field it may use must be that scope's (listed for it in FIELD_SCOPES, or
 * on a type every way into which needs that scope). A real key with that scope alone then asks for
 * each guarded owner-only field it met and is refused.
 */
const schema = buildSchema(readFileSync(new URL('../schema/api.graphql', import.meta.url), 'utf8'));
const OWNER_ONLY = /anyone else|anyone but its owner|^Owner:|for its owner|only the owner reads|its owner only/i;
const ROOTS: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription']);

interface Step {
  type: string;
  field: GraphQLField<unknown, unknown>;
}
interface Reached {
  coordinate: string;
  scope: string | undefined;
  path: Step[];
}

const ownerOnly = (field: GraphQLField<unknown, unknown>) =>
  OWNER_ONLY.test(field.description ?? '') || getNamedType(field.type).name === 'Owner';

/** Every owner-only field below the roots, with the first path a key with these scopes reaches it by. */
function ownerOnlyFieldsReached(scopes: readonly string[]): Reached[] {
  const reached: Reached[] = [];
  const seen = new Set<string>();
  const queue: { type: string; path: Step[] }[] = [
    { type: 'Query', path: [] },
    { type: 'Mutation', path: [] },
  ];
  while (queue.length) {
    const { type, path } = queue.shift()!;
    if (seen.has(type)) continue;
    seen.add(type);
    const named = schema.getType(type);
    if (isUnionType(named) || isInterfaceType(named)) {
      const members = isUnionType(named) ? named.getTypes() : schema.getPossibleTypes(named);
      for (const member of members) queue.push({ type: member.name, path });
    }
    if (!isObjectType(named)) continue;
    for (const field of Object.values(named.getFields())) {
      const scope = missingScope(scopes, type, field.name);
      const root = type === 'Query' || type === 'Mutation';
      if (!root && ownerOnly(field)) reached.push({ coordinate: `${type}.${field.name}`, scope, path });
      if (!scope) queue.push({ type: getNamedType(field.type).name, path: [...path, { type, field }] });
    }
  }
  return reached;
}

/** A type's guard: TOP before the walk knows it, MIXED when its ways in need different scopes or none. */
const TOP = 'TOP';
const MIXED = 'MIXED';

/** The guard two ways in leave: a way no key may use (NEVER) adds nothing; two scopes are no one scope. */
function meet(a: string, b: string): string {
  if (a === TOP || a === NEVER) return b === TOP ? a : b;
  if (b === TOP || b === NEVER) return a;
  return a === b ? a : MIXED;
}

/**
 * The one scope every way into each type needs, if there is one: a way in is a field returning the
 * type (or an interface or union it belongs to), guarded by its FIELD_SCOPES entry, else by its own
 * type's guard (an unlisted root field is closed to keys). A type reached only through FORMS fields
 * (a form, its submissions) is FORMS's; the site, reached through the catalog and the orders, is no
 * one scope's, so each owner-only field of it is listed. Computed from TOP down until nothing changes.
 */
function typeGuards(): Map<string, string> {
  const ways: { parent: string; coordinate: string; returned: string[] }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      const returned = [named.name];
      if (isUnionType(named)) returned.push(...named.getTypes().map((t) => t.name));
      if (isInterfaceType(named)) returned.push(...schema.getPossibleTypes(named).map((t) => t.name));
      ways.push({ parent: type.name, coordinate: `${type.name}.${field.name}`, returned });
    }
  }
  const guards = new Map<string, string>();
  const guardOf = (type: string) => guards.get(type) ?? TOP;
  for (let changed = true; changed; ) {
    changed = false;
    const next = new Map<string, string>();
    for (const way of ways) {
      const listed = FIELD_SCOPES[way.coordinate];
      const gate = listed ?? (ROOTS.has(way.parent) ? NEVER : guardOf(way.parent));
      for (const type of way.returned) next.set(type, meet(next.get(type) ?? TOP, gate));
    }
    for (const [type, guard] of next)
      if (guardOf(type) !== guard) {
        guards.set(type, guard);
        changed = true;
      }
  }
  return guards;
}

const guards = typeGuards();

/** Whether a key with this scope alone may read this owner-only field because it is that scope's. */
function scopeCovers(scope: string, { coordinate }: Reached): boolean {
  const listed = FIELD_SCOPES[coordinate];
  return listed === undefined ? guards.get(coordinate.split('.')[0]!) === scope : listed === scope;
}

/** A literal of an input type that validation accepts: the field is refused before anything runs. */
function literal(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${literal(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner))
    return `{ ${Object.values(inner.getFields())
      .filter((field) => isNonNullType(field.type))
      .map((field) => `${field.name}: ${literal(field.type)}`)
      .join(', ')} }`;
  return { Int: '1', SafeInt: '1', Float: '1', Boolean: 'false' }[inner.name] ?? '"x"';
}

const call = (field: GraphQLField<unknown, unknown>) => {
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${literal(arg.type)}`);
  return args.length ? `${field.name}(${args.join(', ')})` : field.name;
};

/** The query that reaches the field by its path, e.g. `{ site { themeVersions { savedBy { __typename } } } }`. */
function queryFor({ coordinate, path }: Reached): string {
  const [type, name] = coordinate.split('.') as [string, string];
  const field = (schema.getType(type) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[
    name
  ]!;
  let selection = call(field) + (isObjectLike(field) ? ' { __typename }' : '');
  let below = type;
  for (const step of [...path].reverse()) {
    const returned = getNamedType(step.field.type).name;
    const spread = returned === below ? selection : `... on ${below} { ${selection} }`;
    selection = `${call(step.field)} { ${spread} }`;
    below = step.type;
  }
  return `${below === 'Mutation' ? 'mutation ' : ''}{ ${selection} }`;
}

const isObjectLike = (field: GraphQLField<unknown, unknown>) => {
  const named = getNamedType(field.type);
  return isObjectType(named) || isInterfaceType(named) || isUnionType(named);
};

const app = useTestPlatform();

describe('owner-only fields and API keys', () => {
  const walks = API_KEY_SCOPE_NAMES.map((scope) => ({ scope, reached: ownerOnlyFieldsReached([scope]) }));
  const catalogRead = walks.find((walk) => walk.scope === 'CATALOG_READ')!.reached;

  it('each owner-only field a key can reach is guarded by a scope beyond CATALOG_READ', () => {
    expect(catalogRead.filter((field) => !field.scope).map((field) => field.coordinate)).toEqual([]);
    // The walk reaches the site's owner-only fields, so it is not vacuous.
    expect(catalogRead.map((field) => field.coordinate)).toEqual(
      expect.arrayContaining([
        'Website.owner',
        'Website.billing',
        'Website.orders',
        'Website.themeVersions',
        'Website.donations',
        'Website.newsletterSignUps',
        'Collection.ownerBody',
      ]),
    );
  });

  it('a key with any one scope reaches only the owner-only fields that scope covers', () => {
    const leaks = walks.flatMap(({ scope, reached }) =>
      reached
        .filter((field) => !field.scope && !scopeCovers(scope, field))
        .map((field) => `${scope}: ${field.coordinate} by ${field.path.map((s) => `${s.type}.${s.field.name}`)}`),
    );
    expect(leaks).toEqual([]);
    // What each scope does cover is its own data: forms and their submissions to FORMS, orders to ORDERS_READ.
    const covered = (scope: string) =>
      walks
        .find((walk) => walk.scope === scope)!
        .reached.filter((field) => !field.scope)
        .map((f) => f.coordinate);
    expect(covered('CATALOG_READ')).toEqual([]);
    expect(covered('FORMS')).toEqual(expect.arrayContaining(['Form.submissions', 'Form.submissionCount']));
    expect(covered('ORDERS_READ')).toEqual(expect.arrayContaining(['Website.orders', 'Website.donations']));
    expect(covered('INVENTORY')).not.toContain('Website.newsletterSignUps');
    // The walks are not vacuous: five scopes reach the site through their payloads (a product's, an
    // order line's), where an unguarded owner-only field would show.
    expect(
      walks.filter((walk) => walk.reached.some((field) => field.coordinate === 'Website.owner')).map((w) => w.scope),
    ).toEqual(['CATALOG_READ', 'CATALOG_WRITE', 'INVENTORY', 'ORDERS_READ', 'ORDERS_WRITE']);
  });

  it('a key with only CATALOG_READ is refused each of them, and still reads the storefront’s fields', async () => {
    const asKey = await keyWith(['CATALOG_READ']);
    const answers = await askEach(asKey, catalogRead);
    expect(answers).toEqual(catalogRead.map(refusalOf));
    // The owner's e-mail and the site's billing, by every way the walk found to them.
    expect(answers.map((answer) => answer.query)).toEqual(
      expect.arrayContaining(['{ site { owner { __typename } } }', '{ site { billing { __typename } } }']),
    );
    const email = await asKey('{ site { themeVersions { savedBy { email } } } }');
    expect(email.json.errors?.[0]?.extensions).toEqual({
      code: 'API_KEY_SCOPE',
      requiredScope: 'NEVER',
      field: 'Website.themeVersions',
    });

    const open = await asKey('{ site { id title planEntitlement { planId } collections { id } } }');
    expect(open.status).toBe(200);
    expect(open.json.errors).toBeUndefined();
    const visitor = await new HttpClient(app.url).graphql(
      '{ site { id title planEntitlement { planId } collections { id } } }',
    );
    expect(open.json.data).toEqual(visitor.json.data);
  });

  it('a key with any other one scope is refused each owner-only field its walk reached beyond it', async () => {
    for (const { scope, reached } of walks) {
      if (scope === 'CATALOG_READ') continue;
      const refused = reached.filter((field) => field.scope);
      const answers = await askEach(await keyWith([scope]), refused);
      expect(answers, scope).toEqual(refused.map(refusalOf));
    }
  });
});

/** A real key of the demo site with these scopes, asking as a partner's server would. */
async function keyWith(scopes: string[]) {
  const owner = await signedInClient(app.url);
  const made = (
    await owner.graphql(
      `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret userErrors { code } } }`,
      { input: { name: `Only ${scopes.join(' ')}`, scopes } },
    )
  ).json.data.createApiKey;
  expect(made.userErrors).toEqual([]);
  const client = new HttpClient(app.url);
  return (query: string) => client.graphql(query, {}, { authorization: `Bearer ${made.secret}` });
}

async function askEach(asKey: Awaited<ReturnType<typeof keyWith>>, fields: Reached[]) {
  const answers = [];
  for (const field of fields) {
    const answer = await asKey(queryFor(field));
    answers.push({
      query: queryFor(field),
      status: answer.status,
      code: answer.json.errors?.[0]?.extensions?.code,
      field: answer.json.errors?.[0]?.extensions?.field,
      data: answer.json.data,
    });
  }
  return answers;
}

const refusalOf = (field: Reached) => ({
  query: queryFor(field),
  status: 403,
  code: 'API_KEY_SCOPE',
  field: field.coordinate,
  data: undefined,
});
