/** A small argv parser: positionals, `--flag value`, `--flag=value` and boolean `--flag`. */
export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: string[], booleanFlags: readonly string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) flags[name] = a.slice(eq + 1);
      else if (booleanFlags.includes(name) || i + 1 >= argv.length || argv[i + 1]!.startsWith('--')) flags[name] = true;
      else flags[name] = argv[++i]!;
    } else if (a === '-h') flags.help = true;
    else positionals.push(a);
  }
  return { positionals, flags };
}
