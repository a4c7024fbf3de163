import path from 'node:path';
import ts from 'typescript';

export interface TypeError {
  code: number;
  message: string;
}

/**
 * Compile-fail fixtures: small sources compiled with the repository's tsconfig, as if they were
 * files of its src/ (their imports resolve as its own files' do). They exist only in memory, so the
 * repository's type-check never sees the failing ones. One program compiles them all.
 */
export function typeErrorsOf<Fixture extends string>(
  packageDir: string,
  fixtures: Record<Fixture, string>,
): Record<Fixture, TypeError[]> {
  const names = Object.keys(fixtures) as Fixture[];
  const fileOf = (fixture: Fixture) => path.join(packageDir, 'src', `compile-fixture-${fixture}.ts`);
  const configPath = ts.findConfigFile(packageDir, ts.sys.fileExists)!;
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const sources = new Map(names.map((fixture) => [fileOf(fixture), fixtures[fixture]]));
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const source = sources.get(name);
    return source === undefined ? readSourceFile(name, language, ...rest) : ts.createSourceFile(name, source, language);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => sources.has(name) || fileExists(name);
  const program = ts.createProgram([...sources.keys()], options, host);
  const errorsOf = (fixture: Fixture): TypeError[] => {
    const file = program.getSourceFile(fileOf(fixture))!;
    return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)].map((d) => ({
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  };
  return Object.fromEntries(names.map((fixture) => [fixture, errorsOf(fixture)])) as Record<Fixture, TypeError[]>;
}
