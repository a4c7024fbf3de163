import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Compiler } from '@squarespace/template-engine';
import { cldrFor, createTemplateCompiler, renderWith } from '@atelier/template-language';
import { conformanceDir } from '../../packages/template-language/src/conformance/fixtures.ts';
import { medians } from './medians.ts';

/**
 * Render time of one template and JSON with our compiler beside the bare engine: the reference's
 * "Wright" benchmark, a real site template with a 150 kB context and its partials.
 */
export function benchTemplateRender(): void {
  const dir = path.join(conformanceDir(), 'template-compiler-bench');
  const template = readFileSync(path.join(dir, 'wright.html'), 'utf8');
  const json = JSON.parse(readFileSync(path.join(dir, 'wright.json'), 'utf8'));
  const partials = JSON.parse(readFileSync(path.join(dir, 'wright-partials.json'), 'utf8'));
  const bare = new Compiler();
  const ours = createTemplateCompiler();
  const cldr = cldrFor('en-US');
  const bareCode = bare.parse(template).code;
  const ourCode = ours.parse(template).code;
  const renderBare = () => bare.execute({ code: bareCode, json, partials, cldr }).ctx.render();
  const renderOurs = () => renderWith(ours, { template: ourCode, json, partials, locale: 'en-US' }).output;
  const [bareOutput, ourOutput] = [renderBare(), renderOurs()];
  console.log(
    `template render (wright): ${bareOutput.length} characters from the bare engine, ${ourOutput.length} from ours`,
  );
  const [bareMs, ourMs] = medians(500, [renderBare, renderOurs]) as [number, number];
  const line = (name: string, ms: number) =>
    console.log(`${name.padEnd(42)} median ${ms.toFixed(3)} ms  (${(1000 / ms).toFixed(0)} renders/s)`);
  line('template render, bare engine (wright)', bareMs);
  line('template render, Atelier compiler (wright)', ourMs);
  console.log(`ratio: Atelier compiler vs bare engine render time: ${(ourMs / bareMs).toFixed(2)}x`);
}
