/**
 * ALTCHA captcha for password sign-in (spec §5, §8). The server issues signed
 * proof-of-work challenges at GET /captcha/v1/challenge in the JSON shape the
 * `altcha` widget v3 reads from its `challenge` URL, and verifies the widget's
 * base64 payload passed as `gotrue_meta_security.captcha_token`. Each payload
 * is accepted once (replays are refused).
 */
import { randomBytes } from "node:crypto";
import { CappedMap, createChallenge, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { verify } from "altcha-lib/frameworks/shared";

/** Issues and verifies captcha challenges. */
export interface CaptchaService {
  /** A new challenge (JSON for the widget). */
  createChallenge(): Promise<Challenge>;
  /** Whether `token` is a valid, unexpired, unused solution; consumes it when valid. */
  verify(token: string): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** Options of the ALTCHA service. */
export interface AltchaOptions {
  /** HMAC secret that signs challenges (random per process when omitted). */
  hmacKey?: string;
  /** Proof-of-work work factor: the counter is drawn from [min, max] (default 5,000-20,000 SHA-256 rounds). */
  counterRange?: [number, number];
  /** Challenge lifetime in seconds (default 600). */
  expiresInSeconds?: number;
}

/** The algorithm the challenges use; bundled with the widget (no extra worker needed). */
export const ALTCHA_ALGORITHM = "SHA-256";

/** Creates the ALTCHA captcha service. */
export function createAltchaService(options: AltchaOptions = {}): CaptchaService {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString("hex");
  const keySecret = `${hmacKey}:key`;
  const [min, max] = options.counterRange ?? [5_000, 20_000];
  const ttl = options.expiresInSeconds ?? 600;
  const used = new CappedMap<string, boolean>({ maxSize: 50_000 });
  const store = {
    get: (k: string) => used.get(k),
    set: (k: string, v: boolean) => used.set(k, v),
    setIfAbsent: (k: string, v: boolean) => {
      if (used.has(k)) return false;
      used.set(k, v);
      return true;
    },
  };
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(max, min),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + ttl,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(token) {
      const result = await verify(token, deriveKey, hmacKey, keySecret, store);
      return result.error === null ? { ok: true } : { ok: false, reason: result.error };
    },
  };
}
