/**
 * A field of a posted form (urlencoded, so a value or a list of them): the first value that is not
 * empty, else "" when the field came empty, else undefined. A select the theme hides posts "",
 * its radio buttons the choice, under the same name.
 */
export function formValue(body: Record<string, unknown>, name: string): string | undefined {
  const sent = body[name];
  const values = (Array.isArray(sent) ? sent : [sent]).filter((v): v is string => typeof v === 'string');
  return values.find((v) => v !== '') ?? values[0];
}
