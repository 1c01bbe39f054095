/** A `.bin` file imported as a Data module: its bytes (the Cloudflare Vite plugin and the worker tests). */
declare module "*.bin" {
  const data: ArrayBuffer;
  export default data;
}
