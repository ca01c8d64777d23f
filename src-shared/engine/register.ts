/**
 * Registration that refuses a collision (issue 21), as Actual Budget's `createApp` refuses a method registered twice:
 * every registry of a process (the rulesets, the contract’s channels, the CLI’s commands, the sheets,
 * the screens, the services' hooks) is built from parts each named by its owner ("core", "dethmetal", …), and a name
 * two owners both define is refused when the registry is built, naming both: an object spread would keep the last one
 * without a word, and a ruleset's entry could replace the core's or another ruleset's.
 */

/** What a registry holds, named by its owner: `{ owner: 'dethmetal', entries: { 'roster.hire': … } }`. */
export interface OwnedPart<V> {
  owner: string;
  entries: Readonly<Record<string, V>>;
}

export class RegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationError';
  }
}

/** “dethmetal” or “the core”: an owner as a refusal names it. */
const named = (owner: string) => (owner === 'core' ? 'the core' : `“${owner}”`);

function collisionMessage(what: string, name: string, first: string, second: string): string {
  return first === second
    ? `The ${what} “${name}” is registered twice by ${named(first)}: each ${what} name must be defined once.`
    : `The ${what} “${name}” is registered by both ${named(first)} and ${named(second)}: each ${what} name must be defined once.`;
}

/** A registry being built: `add` refuses a name it already has, naming its owner and the newcomer. */
export class Registry<V> {
  private readonly values = new Map<string, V>();
  private readonly owners = new Map<string, string>();

  constructor(readonly what: string) {}

  add(owner: string, name: string, value: V): this {
    const had = this.owners.get(name);
    if (had !== undefined) throw new RegistrationError(collisionMessage(this.what, name, had, owner));
    this.values.set(name, value);
    this.owners.set(name, owner);
    return this;
  }

  addAll(owner: string, entries: Readonly<Record<string, V>>): this {
    for (const [name, value] of Object.entries(entries)) this.add(owner, name, value);
    return this;
  }

  get(name: string): V | undefined {
    return this.values.get(name);
  }

  names(): string[] {
    return [...this.values.keys()];
  }

  /** The entries as one plain object, in the order they were added. */
  toRecord(): Readonly<Record<string, V>> {
    return Object.fromEntries(this.values);
  }
}

/** The parts joined into one record; a name two parts both define is refused, naming both owners. */
export function mergeDistinct<V>(what: string, parts: readonly OwnedPart<V>[]): Readonly<Record<string, V>> {
  const registry = new Registry<V>(what);
  for (const part of parts) registry.addAll(part.owner, part.entries);
  return registry.toRecord();
}
