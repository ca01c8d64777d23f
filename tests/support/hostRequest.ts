/** One HTTP request to a host on 127.0.0.1 with exactly the headers given (Node's fetch would add and drop some). */
import http from 'node:http';

export interface HostReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function hostRequest(port: number, opts: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {}): Promise<HostReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path ?? '/', headers: { connection: 'close', ...opts.headers } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
