/**
 * How deeply a parsed JSON value nests. Checked before any schema sees it: zod, JSON.stringify and the services all
 * recurse, and a payload nested some thousands deep would exhaust the stack ("Maximum call stack size exceeded")
 * instead of being refused. No channel input and no league export needs more than a handful of levels.
 */
export const MAX_DEPTH = 64;

/**
 * Null when `value` nests at most `limit` arrays/objects deep; otherwise what to tell the user. Iterative (an explicit
 * stack), so the check itself cannot overflow however deep the value goes.
 */
export function depthProblem(value: unknown, limit: number = MAX_DEPTH): string | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limit) return `more than ${limit} levels of nested arrays or objects`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push({ v: child, depth: depth + 1 });
    }
  }
  return null;
}
