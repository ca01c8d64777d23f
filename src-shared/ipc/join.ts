/**
 * Joins the parts of a registry (the contract's channel maps, the handlers, the CLI's commands) and refuses a name two
 * parts both define: an object spread would silently keep the last one, and a ruleset's channel could replace the
 * core's without a word.
 */
type Joined<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Joined<R> : unknown;

export function joinDistinct<T extends readonly object[]>(what: string, ...parts: T): Joined<T> {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(out, name)) throw new Error(`Two ${what}s are named “${name}”: each ${what} name must be defined once.`);
      out[name] = value;
    }
  }
  return out as Joined<T>;
}

/** The names defined more than once in a list (commands, sub-commands), for the registries of lists. */
export function duplicateNames(names: readonly string[]): string[] {
  return [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
}
