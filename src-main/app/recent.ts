/** The recent-leagues list (recent.json in the data folder), written atomically so a crash never truncates it. */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const RECENT_MAX = 10;
const entrySchema = z.object({ path: z.string(), name: z.string(), openedAt: z.string() });
const fileSchema = z.object({ version: z.literal(1), recent: z.array(entrySchema) });
export type RecentEntry = z.infer<typeof entrySchema>;

export class RecentList {
  private readonly file: string;
  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'recent.json');
  }

  read(): RecentEntry[] {
    if (!existsSync(this.file)) return [];
    try {
      return fileSchema.parse(JSON.parse(readFileSync(this.file, 'utf8'))).recent;
    } catch {
      // A damaged list is not worth refusing to start over; the league files themselves are untouched.
      return [];
    }
  }

  touch(entry: Omit<RecentEntry, 'openedAt'>): void {
    const rest = this.read().filter((e) => e.path !== entry.path);
    this.write([{ ...entry, openedAt: new Date().toISOString() }, ...rest].slice(0, RECENT_MAX));
  }

  private write(recent: RecentEntry[]): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, recent }, null, 2));
    renameSync(tmp, this.file);
  }
}
