/**
 * round(value × numerator / denominator), half up (away from zero), in exact integer arithmetic: an
 * amount times basis points can pass 2^53, where a float product would no longer be whole.
 */
export function roundedShare(value: number, numerator: number, denominator: number): number {
  const product = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product * sign;
  return Number(((magnitude * 2n + d) / (2n * d)) * sign);
}
