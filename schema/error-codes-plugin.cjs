// A graphql-codegen plugin: the error-code enums of the composed API schema (every enum named
// <Subgraph>ErrorCode) as TypeScript unions, and ApiErrorCode, all of them together. The REST
// status map is typed by ApiErrorCode, so a code added to any subgraph's enum without a status,
// or a subgraph added with its enum, fails the type-check.
const { isEnumType } = require('graphql');

module.exports = {
  plugin(schema) {
    const enums = Object.values(schema.getTypeMap())
      .filter((type) => isEnumType(type) && type.name.endsWith('ErrorCode'))
      .sort((a, b) => a.name.localeCompare(b.name));
    const unions = enums.map((type) => {
      const values = type.getValues().map((value) => `\n  | '${value.name}'`);
      return `/** ${type.description ?? type.name} */\nexport type ${type.name} =${values.join('')};`;
    });
    const all = enums.length ? enums.map((type) => type.name).join(' | ') : 'never';
    return `${unions.join('\n\n')}\n\n/** Every code a userError of the API may carry. */\nexport type ApiErrorCode = ${all};\n`;
  },
};
