import { describe, expect, it } from 'vitest';
import { createTemplateCompiler, renderWith } from './compiler.ts';
import { readProperties, renderCases, type RenderCase } from './conformance/fixtures.ts';
import { CONFORMANCE_EXCEPTIONS } from './conformance/exceptions.ts';

const compiler = createTemplateCompiler();
const parseJson = (text: string | undefined) => (text?.trim() ? JSON.parse(text) : {});

/**
 * Renders one fixture as the reference's test runner does: the JSON context, partials, and the
 * injectables (JSON text by path, which the engine takes parsed), in the fixture's locale and
 * "now", in preprocessor mode when its properties say so.
 */
function render(testCase: RenderCase): string {
  const { sections } = testCase;
  const properties = readProperties(sections.PROPERTIES);
  const injects = Object.fromEntries(
    Object.entries(parseJson(sections.INJECT) as Record<string, string>).map(([path, json]) => [
      path,
      JSON.parse(json),
    ]),
  );
  return renderWith(compiler, {
    template: sections.TEMPLATE!,
    json: parseJson(sections.JSON),
    partials: parseJson(sections.PARTIALS),
    injects,
    locale: properties.locale,
    now: properties.now ? Number(properties.now) : undefined,
    preprocess: properties.preprocess === 'true',
  }).output;
}

describe('conformance with the reference template compiler', () => {
  const cases = renderCases();
  const results = cases.map((testCase) => {
    let output: string;
    try {
      output = render(testCase);
    } catch (error) {
      output = `threw: ${(error as Error).message}`;
    }
    return {
      name: testCase.name,
      passed: output.trim() === testCase.sections.OUTPUT!.trim(),
      output,
      expected: testCase.sections.OUTPUT!.trim(),
    };
  });
  const passed = results.filter((r) => r.passed).length;
  console.log(
    `template conformance: ${passed} passed, ${results.length - passed} failed (${Object.keys(CONFORMANCE_EXCEPTIONS).length} of them listed as exceptions)`,
  );

  it('has the fixtures to run', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it.each(results.filter((r) => !(r.name in CONFORMANCE_EXCEPTIONS)))(
    'renders $name as the reference does',
    ({ output, expected }) => {
      expect(output.trim()).toBe(expected);
    },
  );

  it('lists only cases that exist and still fail', () => {
    for (const name of Object.keys(CONFORMANCE_EXCEPTIONS)) {
      const result = results.find((r) => r.name === name);
      expect(result, name).toBeDefined();
      expect(result!.passed, `${name} passes now: take it off the exceptions`).toBe(false);
    }
  });
});
