/**
 * structuredClone is a global in every runtime src-shared runs in (Node >= 17, Chromium, Electron) but is typed only by
 * the DOM and Node libraries, which src-shared's own type check leaves out on purpose (tsconfig.shared.json).
 */
declare function structuredClone<T>(value: T): T;
