/**
 * The video dialog's source (issue #28): either a video file, uploaded
 * resumably as soon as it is chosen (resumable-video-upload.ts: progress in
 * percent, bytes and time left; Pause, Resume, Cancel), or a YouTube / Vimeo
 * link ("Host on YouTube or Vimeo"), never both. A chosen file's duration is
 * read from it (shown, not typed) and, when the item has no thumbnail, a
 * frame of it becomes the thumbnail (uploaded on Save like any picture, with
 * its WebP variants). Below: the optional WebVTT captions in English and
 * Chinese, uploaded when chosen beside the video.
 *
 * The browser's file chooser is used on the desktop as well (Electron shows
 * the system's Open File dialog for it): the File it gives reads from disk
 * as it is sent, where the IPC chooser would copy a video of hundreds of MB
 * into memory, and it keeps the file's modification time, part of the
 * fingerprint that lets an upload resume after an app restart.
 */
import {
  Anchor,
  Button,
  FileButton,
  Group,
  Input,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useEffect, useRef, useState } from "react";
import { formatVideoDuration } from "../../../content/video-duration";
import { VIDEO_MAX_BYTES, VIDEO_MIME_TYPES, VIDEOS_BUCKET, videoObjectPath } from "../../../content/video-storage";
import { uploadContentObject } from "../../../data/content-objects";
import type { FieldError } from "../../../data/content-schemas";
import type { VideoForm } from "../../../data/content-schemas";
import { randomUuid } from "../../../random-uuid";
import { useAdminHost } from "../../auth/admin-context";
import { VIDEO_MAX_GB } from "../../i18n/en";
import { type AdminT, useAdminI18n } from "../../i18n";
import { ConfirmModal } from "../../ui/confirm-modal";
import { UploadIcon } from "../../ui/icons";
import { fieldError, setFields } from "../bound-fields";
import type { ContentForm } from "../content-config";
import { useContentItem } from "../item-context";
import { useOpenStoredFile, useStoredFileUrl } from "../use-stored-file-url";
import { formatBytes, formatDuration, uploadPercent } from "../../catalog/upload-progress";
import {
  secondsLeftAt,
  startVideoUpload,
  VIDEO_FILE_TYPES,
  videoFileError,
  type VideoUploadController,
  type VideoUploadState,
} from "./resumable-video-upload";
import { captionsFileError, posterFileName, readVideoFile } from "./video-file-info";

/** The last path segment of a URL, decoded. */
function lastSegment(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).at(-1) ?? url);
  } catch {
    return url;
  }
}

/** A stored file's line: its name as a link (signed while private) and a Remove button. */
function StoredFile({
  url,
  label,
  removeLabel,
  onRemove,
}: {
  url: string;
  label: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  const view = useStoredFileUrl(url);
  const open = useOpenStoredFile();
  const { t } = useAdminI18n();
  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            size="sm"
            href={view ?? undefined}
            truncate
            onClick={(event) => {
              event.preventDefault();
              if (view) void open(url);
            }}
          >
            {lastSegment(url)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Stack>
        <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={removeLabel}>
          {t("files.remove")}
        </Button>
      </Group>
    </Paper>
  );
}

/** The running upload's panel: what, how far, how long, and its buttons. */
function UploadPanel({
  state,
  onPause,
  onResume,
  onCancel,
}: {
  state: VideoUploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const { t, locale } = useAdminI18n();
  const percent = uploadPercent(state);
  const left = secondsLeftAt(state.sent, state.total, state.rate);
  const heading =
    state.phase === "paused"
      ? t("video.paused")
      : state.phase === "failed"
        ? t("video.failed", { error: state.error ?? "" })
        : state.phase === "done"
          ? t("video.done")
          : t(state.resumed ? "video.resuming" : "video.uploading", { name: state.name });
  return (
    <Paper withBorder p="xs" radius="md" data-testid="video-upload">
      <Stack gap={6} role="status" aria-live="polite">
        <Text size="sm" c={state.phase === "failed" ? "red" : undefined}>
          {heading}
        </Text>
        <Progress value={percent} aria-label={t("video.progress")} animated={state.phase === "uploading"} />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="video-upload-bytes">
            {t("video.bytes", {
              sent: formatBytes(state.sent, locale),
              total: formatBytes(state.total, locale),
              percent,
            })}
          </Text>
          {state.phase === "uploading" && (
            <Text size="xs" c="dimmed">
              {left === null ? t("video.timeUnknown") : t("video.timeLeft", { time: formatDuration(left, t) })}
            </Text>
          )}
        </Group>
        {state.phase !== "done" && (
          <Group gap="xs">
            {state.phase === "uploading" ? (
              <Button size="xs" variant="default" onClick={onPause}>
                {t("video.pause")}
              </Button>
            ) : (
              <Button size="xs" variant="default" onClick={onResume}>
                {t("video.resume")}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
              {t("video.cancel")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A file chooser: dropzone plus the browser's (on desktop: the system's) Open File dialog. */
function ChooseFile({
  accept,
  maxSize,
  drop,
  hint,
  inputLabel,
  onChoose,
}: {
  accept: string[];
  maxSize: number;
  drop: string;
  hint?: string;
  inputLabel: string;
  onChoose: (file: File) => void;
}) {
  return (
    <Dropzone
      onDrop={(files) => files[0] && onChoose(files[0])}
      // Refused by type or size: the same checks run on the file and say why.
      onReject={(rejections) => rejections[0] && onChoose(rejections[0].file)}
      accept={accept}
      maxSize={maxSize}
      multiple={false}
      inputProps={{ "aria-label": inputLabel }}
      p="xs"
    >
      <Group gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }}>
        <UploadIcon width={24} height={24} />
        <div>
          <Text size="sm">{drop}</Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
      </Group>
    </Dropzone>
  );
}

/** One captions field (English or Chinese): choose a .vtt, checked and uploaded at once; or the stored one. */
function CaptionsField({
  form,
  field,
  label,
  videoId,
}: {
  form: ContentForm<VideoForm>;
  field: "captions_url" | "captions_zh_url";
  label: string;
  videoId: string;
}) {
  const { t } = useAdminI18n();
  const { client } = useAdminHost();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = form.getValues()[field];
  const choose = async (file: File) => {
    const error = await captionsFileError(file);
    if (error) {
      setProblem(`${file.name}: ${t(error)}`);
      return;
    }
    setProblem(null);
    setBusy(true);
    const slot = field === "captions_url" ? "captions-en" : "captions-zh";
    const { data, error: failed } = await uploadContentObject(
      client,
      { bucket: VIDEOS_BUCKET, path: videoObjectPath(videoId, slot, "vtt") },
      file,
      { contentType: VIDEO_MIME_TYPES.vtt },
    );
    setBusy(false);
    if (failed) setProblem(t("video.captionsFailed", { error: failed.message }));
    else setFields(form, { [field]: data.publicUrl });
  };
  return (
    <Input.Wrapper label={label} error={problem ?? fieldError(form, field, t)} component="div">
      <Stack gap={4} mt={4}>
        {busy ? (
          <Text size="sm" role="status">
            {t("video.captionsUploading")}
          </Text>
        ) : url ? (
          <StoredFile
            url={url}
            label={t("files.stored")}
            removeLabel={t("video.removeCaptions", { label })}
            onRemove={() => setFields(form, { [field]: "" })}
          />
        ) : (
          <ChooseFile
            accept={[VIDEO_MIME_TYPES.vtt, ".vtt"]}
            maxSize={VIDEO_MAX_BYTES}
            drop={t("video.captionsDrop")}
            inputLabel={t("files.input", { label })}
            onChoose={(file) => void choose(file)}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** The refusal message of a chosen video, with the limit. */
const videoRefusal = (t: AdminT, name: string, error: FieldError) => `${name}: ${t(error)}`;

/** The video's source (file or embed link), duration and captions inputs. */
export function VideoSourceFields({ form }: { form: ContentForm<VideoForm> }) {
  const { t } = useAdminI18n();
  const { client } = useAdminHost();
  const item = useContentItem();
  // Tests that render the fields alone have no item: a stable id keeps the folder one per mount.
  const [fallbackId] = useState(() => randomUuid());
  const videoId = item?.id ?? fallbackId;
  const values = form.getValues();
  const [source, setSource] = useState<"file" | "embed">(
    values.embed_url.trim() !== "" && values.video_url.trim() === "" ? "embed" : "file",
  );
  const [upload, setUpload] = useState<VideoUploadState | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [posterMade, setPosterMade] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const controller = useRef<VideoUploadController | null>(null);

  // Closing the dialog mid-upload pauses it: the server keeps what it has, and the same file resumes later.
  useEffect(
    () => () => {
      void controller.current?.pause();
    },
    [],
  );

  const onState = (state: VideoUploadState) => {
    setUpload(state);
    if (state.phase === "done") {
      controller.current = null;
      setFields(form, { video_url: state.publicUrl, video_uploading: false });
    }
  };

  const choose = async (file: File) => {
    const error = videoFileError(file);
    if (error) {
      setRefusal(videoRefusal(t, file.name, error));
      return;
    }
    setRefusal(null);
    setFields(form, { video_uploading: true, embed_url: "" });
    // Read in parallel with the upload: the duration, and a poster when the item has no thumbnail.
    void readVideoFile(file, posterFileName(file.name)).then(({ durationSeconds, poster }) => {
      if (durationSeconds !== null)
        setFields(form, { duration_seconds: String(durationSeconds), duration: formatVideoDuration(durationSeconds) });
      const thumbnail = form.getValues().thumbnail_url;
      if (poster && !thumbnail.file && thumbnail.url.trim() === "") {
        setFields(form, { thumbnail_url: { url: "", file: poster } });
        setPosterMade(true);
      }
    });
    try {
      controller.current = await startVideoUpload({ client, videoId, file, onChange: onState });
    } catch (failure) {
      setFields(form, { video_uploading: false });
      setRefusal(`${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  const cancel = async () => {
    setConfirmCancel(false);
    const running = controller.current;
    controller.current = null;
    setUpload(null);
    setFields(form, { video_uploading: false, duration_seconds: "" });
    try {
      await running?.cancel();
    } catch (failure) {
      console.warn("The server did not delete the cancelled upload (it expires by itself)", failure);
    }
  };

  const running = upload && upload.phase !== "done" && upload.phase !== "cancelled";
  const hasSeconds = /^\d+$/.test(values.duration_seconds);
  const videoError = refusal ?? fieldError(form, "video_url", t);

  return (
    <>
      <Input.Wrapper label={t("video.source")} component="div">
        <SegmentedControl
          mt={4}
          fullWidth
          value={source}
          onChange={(value) => setSource(value as "file" | "embed")}
          disabled={Boolean(running)}
          data={[
            { value: "file", label: t("video.sourceFile") },
            { value: "embed", label: t("video.sourceEmbed") },
          ]}
        />
      </Input.Wrapper>
      {source === "file" ? (
        <Input.Wrapper label={t("video.file")} error={videoError} component="div">
          <Stack gap={6} mt={4}>
            {upload && running ? (
              <UploadPanel
                state={upload}
                onPause={() => void controller.current?.pause()}
                onResume={() => controller.current?.resume()}
                onCancel={() => setConfirmCancel(true)}
              />
            ) : null}
            {!running && values.video_url ? (
              <StoredFile
                url={values.video_url}
                label={t("video.stored")}
                removeLabel={t("video.remove")}
                onRemove={() => {
                  setUpload(null);
                  setFields(form, { video_url: "", duration_seconds: "" });
                }}
              />
            ) : null}
            {!running && !values.video_url ? (
              <Group gap="xs" align="stretch" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <ChooseFile
                    accept={Object.values(VIDEO_FILE_TYPES)}
                    maxSize={VIDEO_MAX_BYTES}
                    drop={t("video.drop")}
                    hint={t("video.limit", { gb: VIDEO_MAX_GB })}
                    inputLabel={t("video.file")}
                    onChoose={(file) => void choose(file)}
                  />
                </div>
                <FileButton
                  onChange={(file) => file && void choose(file)}
                  accept={Object.values(VIDEO_FILE_TYPES).join(",")}
                >
                  {(props) => (
                    <Button variant="default" style={{ alignSelf: "center" }} {...props}>
                      {t("video.choose")}
                    </Button>
                  )}
                </FileButton>
              </Group>
            ) : null}
            {upload?.phase === "done" && values.video_url ? (
              <Text size="xs" c="dimmed" role="status">
                {t("video.done")}
              </Text>
            ) : null}
            {posterMade && (
              <Text size="xs" c="dimmed">
                {t("video.posterMade")}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
      ) : (
        <TextInput
          label={t("video.embedUrl")}
          description={t("video.embedHint")}
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...form.getInputProps("embed_url")}
          error={fieldError(form, "embed_url", t)}
        />
      )}
      {source === "embed" && fieldError(form, "video_url", t) ? (
        <Text size="sm" c="red">
          {fieldError(form, "video_url", t)}
        </Text>
      ) : null}
      {hasSeconds && source === "file" ? (
        <TextInput
          label={t("fields.duration")}
          description={t("video.durationRead")}
          value={formatVideoDuration(Number(values.duration_seconds))}
          readOnly
        />
      ) : null}
      <CaptionsField form={form} field="captions_url" label={t("video.captions")} videoId={videoId} />
      <CaptionsField form={form} field="captions_zh_url" label={t("video.captions_zh")} videoId={videoId} />
      <ConfirmModal
        opened={confirmCancel}
        title={t("video.cancelTitle")}
        confirmLabel={t("video.cancelConfirm")}
        cancelLabel={t("video.keepUploading")}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirmCancel(false)}
        zIndex={400}
      >
        {t("video.cancelText", { name: upload?.name ?? "" })}
      </ConfirmModal>
    </>
  );
}
