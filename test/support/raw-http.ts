import net from "node:net";

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending the request to the whole answer. */
  ms: number;
}

/** One HTTP/1.1 keep-alive connection, requests sent one after the other on it (no pipelining). */
export class KeepAliveConnection {
  private buffer = Buffer.alloc(0);
  private closed = false;
  private waiting: (() => void) | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (data) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.waiting?.();
    });
    const end = () => {
      this.closed = true;
      this.waiting?.();
    };
    socket.on("close", end);
    socket.on("error", end);
  }

  static open(baseUrl: string): Promise<KeepAliveConnection> {
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new KeepAliveConnection(socket)));
      socket.once("error", reject);
    });
  }

  /** Sends a request and reads its answer; rejects if none is complete within `timeoutMs`. */
  async send(request: RawRequest, timeoutMs: number): Promise<RawAnswer> {
    const started = performance.now();
    const body = request.body ?? "";
    const headers = { host: "localhost", ...request.headers } as Record<string, string>;
    if (body || request.method === "POST") headers["content-length"] = String(Buffer.byteLength(body));
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    this.socket.write(`${request.method} ${request.path} HTTP/1.1\r\n${head}\r\n${body}`);
    const deadline = started + timeoutMs;
    for (;;) {
      const answer = this.parse();
      if (answer) return { ...answer, ms: Math.round(performance.now() - started) };
      if (this.closed) throw new Error(`connection closed before the answer to ${request.method} ${request.path}`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no answer to ${request.method} ${request.path} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** Writes raw bytes (for a body cut short). */
  write(bytes: string): void {
    this.socket.write(bytes);
  }

  /** Closes the sending side (the request body ends here), still reading answers. */
  end(): void {
    this.socket.end();
  }

  /** Hangs up at once. */
  destroy(): void {
    this.socket.destroy();
  }

  /** A complete answer at the front of the buffer (removed from it), or null. */
  private parse(): Omit<RawAnswer, "ms"> | null {
    const split = this.buffer.indexOf("\r\n\r\n");
    if (split < 0) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, split).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let rest = this.buffer.subarray(split + 4);
    let body: Buffer;
    if (headers["transfer-encoding"]?.toLowerCase() === "chunked") {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf("\r\n");
        if (lineEnd < 0) return null;
        const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        if (size === 0) {
          rest = rest.subarray(lineEnd + 4);
          break;
        }
        parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.buffer = rest;
    return { status: Number(statusLine!.split(" ")[1]), headers, body: body.toString("utf8") };
  }
}
