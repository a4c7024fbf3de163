type ResolverMap = Record<string, Record<string, unknown> | unknown>;

/**
 * Joins resolver maps written in separate files (one per part of a subgraph), type by type. A
 * field resolved twice is a mistake that would silently drop one implementation, so it throws.
 */
export function mergeResolvers<T extends object>(...maps: T[]): T {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps as ResolverMap[]) {
    for (const [type, fields] of Object.entries(map)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${type}.${field} is resolved twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as T;
}
