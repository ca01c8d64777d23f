/**
 * What the screens read, kept by the league's revision so that opening a screen again shows it at once instead of
 * asking the main process for the same answers (issue 21: navigation under 100 ms). An answer is kept only with the
 * revision it was read at (the browser host sends it, src-main/host/revision.ts), and shown again only while that is
 * the latest revision this page has seen; the page then asks the host for the revision (one small request for every
 * read shown together), and reads again whatever changed since. Identical reads asked at the same time (the shell, a
 * card and a screen all reading `league.get`) share one request.
 *
 * Electron's bridge sends no revision: there nothing is kept, and only identical reads in flight are shared.
 */
import type { Result } from '../../src-shared/ipc';
import type { Answer } from './transport';

export interface Reader {
  read(channel: string, input: unknown): Promise<Answer<unknown>>;
  revision(): Promise<string | null>;
}

interface Kept {
  value: Result<unknown>;
  revision: string;
}

interface InFlight {
  /** The writes answered when the read was asked (ApiProvider's `writes`): a read after a write never joins one before it. */
  version: number;
  answer: Promise<Answer<unknown>>;
}

/** The answers kept: enough for every screen and its franchise and match pages, so memory stays bounded. */
const LIMIT = 120;

export const queryKey = (channel: string, input: unknown): string => `${channel} ${JSON.stringify(input)}`;

export class QueryCache {
  private readonly kept = new Map<string, Kept>();
  private readonly inFlight = new Map<string, InFlight>();
  /** The latest revision this page has seen (an answer's or the host's own); null: unknown. */
  private latest: string | null = null;
  private asking: Promise<string | null> | null = null;

  constructor(private readonly reader: Reader) {}

  /** The answer kept for this read, while it is as of the latest revision seen: a screen may show it at once. */
  peek(key: string): Result<unknown> | undefined {
    const k = this.kept.get(key);
    return k && this.latest !== null && k.revision === this.latest ? k.value : undefined;
  }

  /**
   * Read; an identical read in flight since the same write joins it, unless `fresh` (a reload, or what `confirm`
   * found changed: the answer in flight may be from before the change).
   */
  read(key: string, channel: string, input: unknown, version: number, fresh = false): Promise<Result<unknown>> {
    const going = this.inFlight.get(key);
    if (going && going.version === version && !fresh) return going.answer.then((a) => a.result);
    const answer = this.reader.read(channel, input);
    const flight = { version, answer };
    this.inFlight.set(key, flight);
    return answer.then((a) => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      this.seen(a.revision);
      if (a.result.ok && a.revision !== null && a.revision === this.latest) this.keep(key, { value: a.result, revision: a.revision });
      else this.kept.delete(key);
      return a.result;
    });
  }

  /**
   * Whether the answer `peek` gave is still the league's: asks the host its revision (one request for every read
   * asking at once). False means read again.
   */
  async confirm(key: string): Promise<boolean> {
    const k = this.kept.get(key);
    if (!k) return false;
    this.asking ??= this.reader.revision().finally(() => {
      this.asking = null;
    });
    const now = await this.asking;
    this.seen(now);
    return now !== null && now === k.revision;
  }

  /** A newer revision makes everything kept from before it out of date. */
  private seen(revision: string | null) {
    if (revision === this.latest) return;
    this.latest = revision;
    for (const [key, k] of this.kept) if (k.revision !== revision) this.kept.delete(key);
  }

  private keep(key: string, k: Kept) {
    this.kept.delete(key);
    this.kept.set(key, k);
    if (this.kept.size > LIMIT) this.kept.delete(this.kept.keys().next().value!);
  }
}
