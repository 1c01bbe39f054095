/**
 * Reading a request's body to its end. A body that breaks off before its end means the client
 * hung up mid-upload (or its connection was cut): that is the client's doing, so it is logged at
 * info level as a disconnect, never as a server error, and the caller answers 400.
 */
export async function readWholeBody(request: Request, requestId: string): Promise<ArrayBuffer | null> {
  try {
    return await request.arrayBuffer();
  } catch (error) {
    console.log(
      JSON.stringify({
        level: "info",
        msg: "client disconnected during upload",
        requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        error: String(error),
      }),
    );
    return null;
  }
}
