/** “Car 3”: the first free number after the team's vehicles, whatever the case of the names taken. */
export function nextName(prefix: string, taken: readonly string[]): string {
  const used = new Set(taken.map((t) => t.toLowerCase()));
  for (let i = taken.length + 1; ; i++) if (!used.has(`${prefix} ${i}`.toLowerCase())) return `${prefix} ${i}`;
}
