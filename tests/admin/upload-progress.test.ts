/** The catalog form's progress line (issue #27): percentage, bytes sent of the total, time left, in both languages. */
import { afterEach, describe, expect, it } from "vitest";
import {
  formatBytes,
  formatDuration,
  secondsLeft,
  uploadPercent,
  uploadProgressText,
} from "../../shared/admin/catalog/upload-progress";
import { adminT, setAdminLanguage } from "../../shared/admin/i18n";

afterEach(async () => setAdminLanguage("en"));

describe("uploadPercent()", () => {
  it("is the whole percent sent, rounded down, 0 for an empty total and never over 100", () => {
    expect(uploadPercent({ sent: 0, total: 4096 })).toBe(0);
    expect(uploadPercent({ sent: 1023, total: 4096 })).toBe(24);
    expect(uploadPercent({ sent: 4095, total: 4096 })).toBe(99);
    expect(uploadPercent({ sent: 4096, total: 4096 })).toBe(100);
    expect(uploadPercent({ sent: 5000, total: 4096 })).toBe(100);
    expect(uploadPercent({ sent: 10, total: 0 })).toBe(0);
  });
});

describe("formatBytes()", () => {
  it("uses B, KB and MB (binary), one decimal under 100 and none above", () => {
    expect(formatBytes(0, "en")).toBe("0 B");
    expect(formatBytes(512, "en")).toBe("512 B");
    expect(formatBytes(1536, "en")).toBe("1.5 KB");
    expect(formatBytes(150 * 1024, "en")).toBe("150 KB");
    expect(formatBytes(2.25 * 1024 * 1024, "en")).toBe("2.3 MB");
    expect(formatBytes(50 * 1024 * 1024, "en")).toBe("50 MB");
  });

  it("writes digits with the locale's decimal mark", () => {
    expect(formatBytes(1536, "de")).toBe("1,5 KB");
  });
});

describe("secondsLeft()", () => {
  it("extrapolates the average speed so far, rounded up", () => {
    // 1 MiB in 2 s: 3 MiB left take 6 s.
    expect(secondsLeft({ sent: 1024 * 1024, total: 4 * 1024 * 1024, elapsedMs: 2000 })).toBe(6);
    expect(secondsLeft({ sent: 1000, total: 1001, elapsedMs: 1000 })).toBe(1);
  });

  it("is null before anything was sent or any time passed, and 0 once all is sent", () => {
    expect(secondsLeft({ sent: 0, total: 100, elapsedMs: 500 })).toBeNull();
    expect(secondsLeft({ sent: 50, total: 100, elapsedMs: 0 })).toBeNull();
    expect(secondsLeft({ sent: 100, total: 100, elapsedMs: 0 })).toBe(0);
  });
});

describe("formatDuration()", () => {
  it("says seconds under a minute, else minutes and seconds", () => {
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(125)).toBe("2 min 5 s");
  });
});

describe("uploadProgressText()", () => {
  it("joins percentage, bytes sent of the total and the time left", () => {
    const reading = { sent: 1024 * 1024, total: 4 * 1024 * 1024, elapsedMs: 2000 };
    expect(uploadProgressText(reading, adminT, "en")).toBe("25% · 1 MB of 4 MB · about 6 s left");
    expect(uploadProgressText({ ...reading, sent: 0 }, adminT, "en")).toBe("0% · 0 B of 4 MB · estimating time left");
  });

  it("reads in Chinese when the admin is in Chinese", async () => {
    await setAdminLanguage("zh");
    const reading = { sent: 3 * 1024 * 1024, total: 4 * 1024 * 1024, elapsedMs: 180_000 };
    expect(uploadProgressText(reading, adminT, "zh")).toBe("75% · 已发送 3 MB，共 4 MB · 大约还需 1 分 0 秒");
  });
});
