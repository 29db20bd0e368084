/**
 * The id of a resumable (TUS) upload in its URL (issue #28), as hosted
 * Storage writes it (supabase/storage `routes/tus/lifecycle.ts`): the last
 * path segment of `/storage/v1/upload/resumable/<id>` is base64url (UTF-8,
 * no padding) of `<bucket id>/<object name>/<version>`, where the version is
 * a new UUID per upload and becomes the object's version once the upload
 * completes. Hosted prefixes the tenant inside its store; one local project
 * has none.
 */
import { UUID_PATTERN } from "../../db/database";
import { storageError, type StorageError } from "../../http-errors";
import { checkUploadName, isBucketId } from "../object-names";

/** What an upload id names: the object being uploaded and the upload's version. */
export interface UploadTarget {
  bucketId: string;
  /** The object name (as in storage.objects.name). */
  name: string;
  /** The upload's own UUID: its partial file's name, and the object's version once complete. */
  version: string;
}

/** Storage's 400 InvalidUploadId. */
const invalidUploadId = (message = "Invalid upload id"): StorageError =>
  storageError(400, "InvalidUploadId", "Invalid upload id", message);

/**
 * Checks the bucket id and object name of a new upload (the `bucketName` and
 * `objectName` of its Upload-Metadata) as hosted Storage does before creating it.
 * @throws StorageError 400 InvalidBucketName ("Bucket name invalid"), 400 InvalidKey ("Invalid key: …")
 *   for an empty name, an empty, `.` or `..` segment, or a name outside Storage's key alphabet.
 */
export function checkUploadTarget(bucketId: string, name: string): void {
  if (!isBucketId(bucketId) || bucketId.includes("/")) {
    throw storageError(400, "InvalidBucketName", "Invalid Input", "Bucket name invalid");
  }
  const segments = name.split("/");
  if (name === "" || segments.some((s) => s === "" || s === "." || s === "..")) {
    throw storageError(400, "InvalidKey", "Invalid key", `Invalid key: ${name}`);
  }
  checkUploadName(name);
}

/** The URL id of an upload: base64url of `<bucket>/<name>/<version>`. */
export function encodeUploadId(t: UploadTarget): string {
  return Buffer.from(`${t.bucketId}/${t.name}/${t.version}`, "utf8").toString("base64url");
}

/**
 * The upload an URL id names.
 * @throws StorageError 400 InvalidUploadId when it is not base64url of `<bucket>/<name>/<uuid>`
 *   (or the bucket or name could never have been created).
 */
export function decodeUploadId(id: string): UploadTarget {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) throw invalidUploadId();
  const parts = Buffer.from(id, "base64url").toString("utf8").split("/");
  if (parts.length < 3) throw invalidUploadId();
  const bucketId = parts[0]!;
  const version = parts[parts.length - 1]!;
  const name = parts.slice(1, -1).join("/");
  if (!UUID_PATTERN.test(version)) throw invalidUploadId("Version not provided");
  checkUploadTarget(bucketId, name);
  return { bucketId, name, version: version.toLowerCase() };
}
