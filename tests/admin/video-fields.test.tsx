/**
 * The video dialog's source fields (issue #28) on a fake backend: a file
 * that is not MP4/WebM is refused inline before anything is sent, a
 * captions file that is not WebVTT is refused, and the YouTube/Vimeo link
 * is checked on save (a bad one is an inline error and nothing is written).
 * The upload itself: tests/admin/video-upload.test.ts and
 * tests/e2e/admin/video-upload.spec.ts.
 */
import { notifications } from "@mantine/notifications";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAdminLanguage } from "../../shared/admin/i18n";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, json, onAdminDashboard, signedInStorage } from "./fake-backend";

let backend: ReturnType<typeof createFakeBackend>;

beforeEach(() => {
  notifications.clean();
  backend = createFakeBackend();
  vi.spyOn(console, "error").mockImplementation(() => {});
  onAdminDashboard(backend, []);
  backend.on("GET /rest/v1/videos", () => json(200, []));
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await setAdminLanguage("en");
  // Nothing was sent that the test did not expect (no upload, no insert).
  expect(backend.unhandled).toEqual([]);
});

async function addVideo(tab = "Videos", add = "Add Video", title = "Add New Video") {
  renderAdmin(adminHost(backend.client(signedInStorage())));
  fireEvent.click(await screen.findByRole("tab", { name: tab }));
  fireEvent.click(await screen.findByRole("button", { name: add }));
  return screen.findByRole("dialog", { name: title });
}

describe("video source fields", () => {
  it("refuses a file that is not MP4 or WebM, and captions that are not WebVTT, saying why", async () => {
    const dialog = await addVideo();
    fireEvent.change(within(dialog).getByLabelText("Video file"), {
      target: { files: [new File(["x"], "clip.mov", { type: "video/quicktime" })] },
    });
    expect(await within(dialog).findByText("clip.mov: Choose an MP4 or WebM video file")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Captions (English, WebVTT) file"), {
      target: { files: [new File(["1\n00:00:00,000 --> 00:00:01,000\nHi\n"], "en.vtt", { type: "text/vtt" })] },
    });
    expect(
      await within(dialog).findByText('en.vtt: This is not a WebVTT file: its first line must be "WEBVTT"'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Captions (Chinese, WebVTT) file"), {
      target: { files: [new File(["WEBVTT\n"], "zh.srt", { type: "text/plain" })] },
    });
    expect(await within(dialog).findByText("zh.srt: Choose a WebVTT captions file (.vtt)")).toBeTruthy();
  });

  it(
    "checks the YouTube or Vimeo link on save; the duration is typed for an embedded video",
    { timeout: 90_000 },
    async () => {
      const dialog = await addVideo();
      fireEvent.click(within(dialog).getByText("Host on YouTube or Vimeo"));
      const link = await within(dialog).findByRole("textbox", { name: "YouTube or Vimeo link" });
      fireEvent.change(link, { target: { value: "https://example.com/watch?v=dQw4w9WgXcQ" } });
      fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "Demo" } });
      fireEvent.change(within(dialog).getByRole("textbox", { name: "Description" }), { target: { value: "A demo" } });
      fireEvent.change(within(dialog).getByRole("textbox", { name: "Duration" }), { target: { value: "3 min" } });
      fireEvent.change(within(dialog).getByLabelText(/^Date Published/), { target: { value: "2026-11-01" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
      expect(await within(dialog).findByText(/Enter the link of a YouTube or Vimeo video/)).toBeTruthy();
      expect(within(dialog).getByText("Played with the privacy-enhanced player", { exact: false })).toBeTruthy();
    },
  );

  it("speaks Chinese in the Chinese console", async () => {
    await setAdminLanguage("zh");
    const dialog = await addVideo("视频", "添加视频", "新增视频");
    fireEvent.change(within(dialog).getByLabelText("视频文件"), {
      target: { files: [new File(["x"], "clip.mov", { type: "video/quicktime" })] },
    });
    expect(await within(dialog).findByText("clip.mov: 请选择 MP4 或 WebM 视频文件")).toBeTruthy();
    expect(within(dialog).getByText("托管在 YouTube 或 Vimeo")).toBeTruthy();
  });
});
