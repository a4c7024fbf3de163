import { createTemplateCompiler, renderWith, type RenderInput } from './compiler.ts';

const compiler = createTemplateCompiler();

/** Renders a template for a test: output and error messages. */
export function render(template: string, json: unknown = {}, options: Omit<RenderInput, 'template' | 'json'> = {}) {
  const { output, errors } = renderWith(compiler, { template, json, ...options });
  return { output, errors: errors.map((e) => e.message) };
}
