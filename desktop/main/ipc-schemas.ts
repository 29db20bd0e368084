/**
 * Runtime argument schemas of every IPC channel, typed against the contract
 * so a schema cannot drift from desktop/shared/ipc-contract.ts.
 */
import { z } from "zod";
import {
  CAPTCHA_LANGUAGES,
  CONSOLE_LANGUAGES,
  CONTENT_FILE_KINDS,
  MAX_NOTIFICATION_BODY,
  MAX_NOTIFICATION_TITLE,
  type CaptchaPageChannel,
  type CaptchaPageContract,
  type InvokeArgs,
  type InvokeChannel,
} from "../shared/ipc-contract";
import { settingsSchema } from "../shared/settings";

/** Longest session key the storage adapter accepts (supabase-js keys are short; a session is a few KiB). */
export const MAX_SESSION_KEY_LENGTH = 200;
/** Longest stored session value, in UTF-16 code units (1 Mi). */
export const MAX_SESSION_VALUE_LENGTH = 1024 * 1024;

const sessionKey = z.string().min(1).max(MAX_SESSION_KEY_LENGTH);
const pixels = z.number().finite().min(0).max(100_000);

/** Argument tuple schema of each renderer → main channel. */
export const invokeArgSchemas: { [C in InvokeChannel]: z.ZodType<InvokeArgs<C>> } = {
  "settings:get": z.tuple([]),
  "settings:set": z.tuple([settingsSchema]),
  "session:get": z.tuple([sessionKey]),
  "session:set": z.tuple([sessionKey, z.string().max(MAX_SESSION_VALUE_LENGTH)]),
  "session:remove": z.tuple([sessionKey]),
  "captcha:open": z.tuple([
    z.object({ x: pixels, y: pixels, width: pixels, height: pixels }).strict(),
    z.enum(CAPTCHA_LANGUAGES),
  ]),
  "captcha:reset": z.tuple([]),
  "captcha:close": z.tuple([]),
  "catalog:open-file": z.tuple([]),
  "content:open-file": z.tuple([z.enum(CONTENT_FILE_KINDS)]),
  "shell:open-external": z.tuple([z.string().max(8192)]),
  "notification:show": z.tuple([
    z.string().trim().min(1).max(MAX_NOTIFICATION_TITLE),
    z.string().max(MAX_NOTIFICATION_BODY),
  ]),
  "menu:set-language": z.tuple([z.enum(CONSOLE_LANGUAGES)]),
};

/** Argument tuple schema of each captcha page → main channel. */
export const captchaPageArgSchemas: { [C in CaptchaPageChannel]: z.ZodType<CaptchaPageContract[C]> } = {
  "captcha-page:token": z.tuple([
    z
      .string()
      .min(1)
      .max(64 * 1024),
  ]),
  "captcha-page:error": z.tuple([z.string().max(2000)]),
  "captcha-page:expired": z.tuple([]),
  "captcha-page:resize": z.tuple([
    z.object({ width: z.number().int().min(100).max(800), height: z.number().int().min(50).max(800) }).strict(),
  ]),
};
