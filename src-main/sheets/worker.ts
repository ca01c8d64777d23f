/** The sheet-rendering worker (bundled as dist/sheets/worker.cjs): renders the jobs pdf/pool.ts sends, one at a time. */
import { parentPort } from 'node:worker_threads';
import { renderJob, type RenderJob } from './jobs';
import type { JobReply, JobRequest } from './pdf/pool';

const port = parentPort;
if (!port) throw new Error('sheets/worker runs as a worker thread only.');

port.on('message', ({ id, job }: JobRequest<RenderJob>) => {
  renderJob(job).then(
    (pdf) => {
      // A copy of its own, so that its buffer can be handed over instead of cloned.
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id, ok: true, bytes } satisfies JobReply, [bytes.buffer]);
    },
    (e: unknown) => port.postMessage({ id, ok: false, error: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies JobReply),
  );
});
