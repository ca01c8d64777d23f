/**
 * A few worker threads that render PDFs, so that a match night's sheets are laid out on every core while the main
 * process (the Electron window, the browser host) stays responsive. Workers start on first use, are kept warm while
 * printing goes on, and end after a quiet minute. An idle worker never keeps the process alive (the CLI exits as soon
 * as its file is written). Where no worker can run (a missing bundle, a packaged app whose worker cannot load its
 * modules), every job runs in this process instead, through the same code: the bytes are the same.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface JobRequest<J> {
  id: number;
  job: J;
}
export type JobReply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; error: string };

export interface PoolOptions<J> {
  /** How to start a worker: a script file, or code to evaluate. */
  entry: () => { script: string; eval: boolean };
  /** The job run in this process when no worker can. */
  inProcess: (job: J) => Promise<Uint8Array>;
  maxWorkers: number;
  idleMs: number;
}

interface Pending<J> {
  id: number;
  job: J;
  resolve: (bytes: Uint8Array) => void;
  reject: (e: Error) => void;
}

interface Slot<J> {
  worker: Worker;
  current: Pending<J> | null;
  idle: NodeJS.Timeout | null;
}

export class RenderPool<J> {
  private readonly slots: Slot<J>[] = [];
  private readonly queue: Pending<J>[] = [];
  private nextId = 1;
  /** Why workers cannot be used in this process; once set, every job runs in-process. */
  private unavailable: string | null = null;
  private inProcessChain: Promise<unknown> = Promise.resolve();
  private readonly size: number;

  constructor(private readonly options: PoolOptions<J>) {
    this.size = Math.max(1, Math.min(options.maxWorkers, availableParallelism()));
  }

  run(job: J): Promise<Uint8Array> {
    if (this.unavailable) return this.runInProcess(job);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker now (tests; an app shutting down does not need to). */
  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length && !this.unavailable) {
      const slot = this.slots.find((s) => s.current === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const pending = this.queue.shift()!;
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      slot.current = pending;
      slot.worker.ref();
      slot.worker.postMessage({ id: pending.id, job: pending.job } satisfies JobRequest<J>);
    }
  }

  private spawn(): Slot<J> | null {
    let worker: Worker;
    try {
      const entry = this.options.entry();
      // React's production build: the development one checks every element it creates (a tenth of a sheet's time).
      worker = new Worker(entry.script, { eval: entry.eval, env: { ...process.env, NODE_ENV: 'production' } });
    } catch (e) {
      this.giveUp(e);
      return null;
    }
    const slot: Slot<J> = { worker, current: null, idle: null };
    worker.on('message', (reply: JobReply) => this.settle(slot, reply));
    worker.on('error', (e) => this.giveUp(e, slot));
    worker.on('exit', (code) => {
      if (this.slots.includes(slot)) this.giveUp(new Error(`the sheets worker stopped (exit code ${code})`), slot);
    });
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot<J>, reply: JobReply): void {
    const pending = slot.current;
    if (!pending || pending.id !== reply.id) return;
    slot.current = null;
    slot.worker.unref();
    slot.idle = setTimeout(() => this.retire(slot), this.options.idleMs).unref();
    if (reply.ok) pending.resolve(reply.bytes);
    else pending.reject(new Error(reply.error));
    this.dispatch();
  }

  private retire(slot: Slot<J>): void {
    const i = this.slots.indexOf(slot);
    if (i < 0 || slot.current) return;
    this.slots.splice(i, 1);
    void slot.worker.terminate();
  }

  /** A worker could not start or died: stop using workers, and render what was theirs in this process. */
  private giveUp(e: unknown, slot?: Slot<J>): void {
    const reason = e instanceof Error ? e.message : String(e);
    if (!this.unavailable) console.warn(`Pitwall: printing sheets without worker threads (${reason}).`);
    this.unavailable ??= reason;
    const orphans = [...(slot?.current ? [slot.current] : []), ...this.queue.splice(0)];
    if (slot) {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      slot.current = null;
      void slot.worker.terminate();
    }
    for (const p of orphans) this.runInProcess(p.job).then(p.resolve, p.reject);
  }

  /** One at a time: a render is CPU-bound, and interleaving two gains nothing. */
  private runInProcess(job: J): Promise<Uint8Array> {
    const run = this.inProcessChain.then(() => this.options.inProcess(job));
    this.inProcessChain = run.catch(() => undefined);
    return run;
  }
}
