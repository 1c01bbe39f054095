declare const __BUILD_ID__: string | undefined;

/**
 * The id of the running build, compiled into both the worker and the browser bundle by
 * vite.config.ts (`define`). The browser compares its own with /builds/latest.json.
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";
