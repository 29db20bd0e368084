/**
 * Content-Security-Policy of the renderer (Electron security checklist #7).
 * Main sends it as a response header built from the saved settings, so
 * connect-src names exactly the configured Supabase project; the static meta
 * tag in desktop/renderer/index.html is a looser fallback (both apply).
 */

/** Origin of a URL plus its WebSocket twin (Supabase realtime), e.g. ["https://x.supabase.co", "wss://x.supabase.co"]. */
function withWebSocket(url: string): string[] {
  const { origin, protocol, host } = new URL(url);
  return [origin, `${protocol === "https:" ? "wss" : "ws"}://${host}`];
}

/**
 * Builds the renderer's CSP for a Supabase URL: scripts only from the app,
 * network only to that project, no frames, objects, forms or base changes.
 * `devServer` (electron-vite dev only) adds inline scripts and the HMR socket.
 * @throws TypeError when supabaseUrl is not a URL.
 */
export function buildRendererCsp(supabaseUrl: string, options: { devServer?: boolean } = {}): string {
  const supabase = withWebSocket(supabaseUrl);
  // electron-vite dev only: React Refresh's inline preamble and Vite's HMR socket.
  const dev = options.devServer
    ? { script: ["'unsafe-inline'"], connect: ["ws://localhost:*", "http://localhost:*"] }
    : null;
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...(dev?.script ?? [])],
    // Mantine writes its CSS variables into <style> elements at runtime.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", supabase[0] ?? ""],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...supabase, ...(dev?.connect ?? [])],
    "media-src": ["'self'", "blob:"],
    "frame-src": ["'none'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
