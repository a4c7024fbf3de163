/** Attributes as an ordered list: the product's option order first, any others after. */
export function orderedAttributes(attributes: Record<string, string>, ordering: readonly string[]) {
  const names = [
    ...ordering.filter((n) => n in attributes),
    ...Object.keys(attributes).filter((n) => !ordering.includes(n)),
  ];
  return names.map((name) => ({ name, value: attributes[name]! }));
}
