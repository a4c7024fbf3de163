import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../schema/api.graphql', import.meta.url), 'utf8'));

describe('the public schema', () => {
  it('describes every type and field, for partners', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        (isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
      )
        continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          if (!field.description) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('says when each error code is answered, for partners branching on it', () => {
    const undescribed = Object.values(schema.getTypeMap())
      .filter((type) => isEnumType(type) && type.name.endsWith('ErrorCode'))
      .flatMap((type) =>
        isEnumType(type)
          ? type
              .getValues()
              .filter((value) => !value.description)
              .map((value) => `${type.name}.${value.name}`)
          : [],
      );
    expect(undescribed).toEqual([]);
  });
});
