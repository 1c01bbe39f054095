// The page's bytes as React flushes them: one chunk per flush instead of one per 4 KiB buffer or
// long string. Every chunk costs a read and a write in each stream layer after React (the page
// cache's tee, the copy it keeps, the HTTP response), so fewer, larger chunks cost less CPU, while
// each flush (the shell, then every deferred part as it resolves) still leaves at once.

const encoder = new TextEncoder();

type Listener = (...args: unknown[]) => void;

/** The part of a Node writable that React's `pipe` uses. */
export interface FlushWritable {
  write(chunk: Uint8Array | string): boolean;
  flush(): void;
  end(): void;
  destroy(error?: unknown): void;
  on(event: string, listener: Listener): FlushWritable;
}

/**
 * The readable stream of a render, one chunk per React flush (React flushes after writing each
 * batch of completed work). `pipe` hands React the writable on the first read, as React's own
 * readable stream starts flowing on the first pull: what completed by then goes into the first
 * flush in place. `onCancel` runs when the reader goes away (the visitor left): the render stops.
 */
export function createFlushedStream(
  pipe: (writable: FlushWritable) => void,
  onCancel: (reason: unknown) => void,
): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let parts: Uint8Array[] = [];
  let size = 0;
  let closed = false;
  let flowing = false;
  const flush = () => {
    if (closed || size === 0) return;
    // Copied: React reuses neither its buffers nor these parts, but a shared constant may be among them.
    const joined = new Uint8Array(size);
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.byteLength;
    }
    parts = [];
    size = 0;
    controller.enqueue(joined);
  };
  const writable: FlushWritable = {
    write(chunk) {
      const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
      parts.push(bytes);
      size += bytes.byteLength;
      return true;
    },
    flush,
    end() {
      flush();
      if (closed) return;
      closed = true;
      controller.close();
    },
    destroy(error) {
      if (closed) return;
      closed = true;
      controller.error(error);
    },
    // React listens for "drain", "error" and "close"; this writable never refuses a write, nor
    // errors or closes on its own (a gone reader arrives through `onCancel`).
    on() {
      return writable;
    },
  };
  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        if (flowing) return;
        flowing = true;
        pipe(writable);
      },
      cancel(reason) {
        closed = true;
        onCancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
