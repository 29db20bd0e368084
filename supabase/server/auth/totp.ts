/**
 * TOTP of the local Auth's MFA factors (issue #29), as GoTrue's: a 160-bit
 * base32 secret, SHA-1, 6 digits, 30-second period, codes of the previous,
 * current and next period accepted (GoTrue's skew 1). Enrolment answers with
 * the `otpauth://` URI and its QR code as an SVG document (auth-js turns it
 * into a `data:image/svg+xml` URL), drawn by the `qrcode` package.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** What GoTrue's pquerna/otp uses. */
const PARAMS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

/** A new factor's secret, URI and QR code. */
export interface TotpEnrolment {
  /** Base32, unpadded. */
  secret: string;
  /** `otpauth://totp/<issuer>:<account>?…` */
  uri: string;
  /** SVG document of the URI's QR code. */
  qrCode: string;
}

/** A new secret for `account` (the user's e-mail) issued by `issuer`. */
export async function newTotpEnrolment(issuer: string, account: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ ...PARAMS, issuer, label: account, secret });
  const uri = totp.toString();
  const qrCode = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 4 });
  return { secret: secret.base32, uri, qrCode };
}

/** Whether `code` is the 6-digit code of `secret` (base32) for now or the period before or after. */
export function isValidTotp(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ ...PARAMS, secret: Secret.fromBase32(secret) });
  return totp.validate({ token: code, timestamp: now, window: 1 }) !== null;
}
