import { Formatter, type Context, type Variable } from '@squarespace/template-engine';
import { escapeHtml } from '@atelier/html';

/** A select of the engine's variants-select: its label as the engine wrote it, then the option's name (escaped by the engine). */
const SELECT = /<select aria-label="([\s\S]*?)" data-variant-option-name="([^"]*)">/g;

/**
 * `variants-select` as the engine draws it, but a select's label that would end its attribute is
 * escaped: the engine (and the Java reference) writes "Select <option name>" into `aria-label` as
 * typed, so an owner's option name with a double quote ended the attribute and the rest of the name
 * became attributes of the select. A label without one stays as the reference writes it (its
 * conformance fixtures hold "color&hue" so), where nothing of it is markup.
 */
export class VariantsSelectFormatter extends Formatter {
  constructor(private readonly engine: Formatter) {
    super();
  }
  apply(args: string[], vars: Variable[], ctx: Context): void {
    this.engine.apply(args, vars, ctx);
    const first = vars[0]!;
    if (first.node.isMissing()) return;
    first.set(
      first.node
        .asString()
        .replace(
          SELECT,
          (_all, label: string, name: string) =>
            `<select aria-label="${label.includes('"') ? escapeHtml(label) : label}" data-variant-option-name="${name}">`,
        ),
    );
  }
}
