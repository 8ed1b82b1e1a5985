import http from 'node:http';

/** A keep-alive client for one loopback server: every call reuses the same socket when it can. */
export class KeepAliveClient {
  private agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private base: string) {}

  /** Sends a request; resolves with the status and the parsed JSON body. */
  request<T = unknown>(method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: http.OutgoingHttpHeaders = {};
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    return new Promise((resolve, reject) => {
      const req = http.request(this.base + path, { method, headers, agent: this.agent, timeout: 10_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
          } catch (e) {
            reject(e);
          }
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
