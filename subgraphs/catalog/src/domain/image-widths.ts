/** The stored width served for a wanted one: the widest not wider than asked, else the narrowest (widths smallest first). */
export function storedWidthFor(widths: readonly number[], wanted: number): number | undefined {
  return [...widths].reverse().find((w) => w <= wanted) ?? widths[0];
}
