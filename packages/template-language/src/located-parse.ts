import {
  Assembler,
  MatcherImpl,
  Opcode,
  Parser,
  type Code,
  type Instruction,
  type TemplateError,
} from '@squarespace/template-engine';
import { FORMATTERS, PREDICATES } from './plugin-tables.ts';

/** A parse error with the place it was found, 1-based. */
export interface LocatedError {
  message: string;
  line: number;
  column: number;
}

export interface LocatedParse {
  code: Code;
  errors: LocatedError[];
}

/** Line and column (1-based) of an offset in a text. */
export function positionOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The engine's errors carry no position. This assembler notes where the parser stood when each
 * instruction arrived (the parser hands over a tag when its scan pointer is at the tag's `{`), so
 * an error points at the tag that caused it, and an unclosed block at the tag that opened it.
 */
class LocatingAssembler extends Assembler {
  parser: Parser | undefined;
  readonly located: { err: TemplateError; offset: number }[] = [];
  private readonly offsets = new WeakMap<object, number>();
  private accepting: Opcode | undefined;

  private here(): number {
    // `idx` is private in the engine's typings; it is the scan pointer described above.
    return (this.parser as unknown as { idx: number } | undefined)?.idx ?? 0;
  }

  override accept(inst: Instruction | Opcode): void {
    if (typeof inst === 'object') this.offsets.set(inst, this.here());
    this.accepting = typeof inst === 'number' ? inst : undefined;
    super.accept(inst as Instruction);
    this.accepting = undefined;
  }

  override error(err: TemplateError): void {
    super.error(err);
    const open = (this as unknown as { current?: object }).current;
    const atEof = this.accepting === Opcode.EOF;
    const offset = atEof && open && this.offsets.has(open) ? this.offsets.get(open)! : this.here();
    this.located.push({ err, offset });
  }
}

/** Parses a template with our formatters and predicates, giving each error its line and column. */
export function parseWithLines(source: string): LocatedParse {
  const assembler = new LocatingAssembler();
  const parser = new Parser(source, assembler, new MatcherImpl(''), FORMATTERS, PREDICATES);
  assembler.parser = parser;
  parser.parse();
  return {
    code: assembler.code(),
    errors: assembler.located.map(({ err, offset }) => ({ message: err.message, ...positionOf(source, offset) })),
  };
}
