import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isInterfaceType, isObjectType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';

describe('the public schema', () => {
  it('describes every type and field, for partners', () => {
    const schema = buildSchema(readFileSync(new URL('../schema/api.graphql', import.meta.url), 'utf8'));
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
