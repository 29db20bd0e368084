/**
 * The one IPC gatekeeper (electron/fiddle's src/main/ipc.ts, typed): every
 * renderer channel is registered through `handle()`, which refuses senders
 * whose top frame is not the app's own renderer and validates the arguments
 * before the handler runs; the captcha page's channels go through
 * `onCaptchaPage()` with the captcha view's own check.
 */
import { ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from "electron";
import type { z } from "zod";
import type {
  CaptchaPageChannel,
  CaptchaPageContract,
  EventChannel,
  EventContract,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from "../shared/ipc-contract";
import { captchaPageArgSchemas, invokeArgSchemas } from "./ipc-schemas";
import { isRendererUrl } from "./renderer-location";

/** Thrown (and rejected to the caller) when an IPC message comes from anything but the renderer. */
export class UntrustedSenderError extends Error {
  constructor(channel: string, url: string | undefined) {
    super(`Refused IPC "${channel}" from untrusted sender ${url ?? "(no frame)"}`);
    this.name = "UntrustedSenderError";
  }
}

/** True when the message comes from the main frame of the app's own renderer document. */
export function isTrustedRendererSender(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  return isRendererUrl(frame.url);
}

/**
 * Registers a renderer → main handler for `channel`. The sender is checked and
 * the arguments parsed with the channel's zod schema first.
 * @throws (to the caller) UntrustedSenderError, or a zod error for bad arguments.
 */
export function handle<C extends InvokeChannel>(
  channel: C,
  handler: (event: IpcMainInvokeEvent, ...args: InvokeArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>,
): void {
  const schema = invokeArgSchemas[channel] as z.ZodType<InvokeArgs<C>>;
  ipcMain.removeHandler(channel);
  ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...raw: unknown[]) => {
    if (!isTrustedRendererSender(event)) throw new UntrustedSenderError(channel, event.senderFrame?.url);
    const args = schema.parse(raw);
    return handler(event, ...args);
  });
}

/**
 * Registers a captcha page → main listener; messages failing `isTrusted`
 * (not the captcha view, not the captcha page) or carrying bad arguments are dropped.
 */
export function onCaptchaPage<C extends CaptchaPageChannel>(
  channel: C,
  isTrusted: (event: IpcMainEvent) => boolean,
  listener: (...args: CaptchaPageContract[C]) => void,
): void {
  ipcMain.removeAllListeners(channel);
  ipcMain.on(channel, (event: IpcMainEvent, ...raw: unknown[]) => {
    if (!isTrusted(event)) {
      console.warn(new UntrustedSenderError(channel, event.senderFrame?.url).message);
      return;
    }
    const parsed = captchaPageArgSchemas[channel].safeParse(raw);
    if (!parsed.success) return;
    listener(...(parsed.data as CaptchaPageContract[C]));
  });
}

/** Sends a typed main → renderer event; a destroyed window is ignored. */
export function sendToRenderer<E extends EventChannel>(
  contents: WebContents | null | undefined,
  event: E,
  ...args: EventContract[E]
): void {
  if (!contents || contents.isDestroyed()) return;
  contents.send(event, ...args);
}
