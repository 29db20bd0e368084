/**
 * Test double of the `electron` module (electron/fiddle's tests/mocks style):
 * small classes with vi.fn() methods, enough for the main-process and preload
 * modules. Registered once for the whole desktop project by
 * tests/setup/electron.ts; specs call `resetElectronMock()` (through
 * `freshElectron()`, tests/desktop/helpers.ts) before each test.
 */
import { EventEmitter } from "node:events";
import { tmpdir } from "node:os";
import { vi } from "vitest";

type Handler = (event: unknown, ...args: unknown[]) => unknown;

/** A web frame: url, parent (null for the top frame). */
export class WebFrameMainMock {
  constructor(
    public url: string,
    public parent: WebFrameMainMock | null = null,
  ) {}
}

let nextId = 1;

/** WebContents: an EventEmitter with the methods the app calls. */
export class WebContentsMock extends EventEmitter {
  id = nextId++;
  mainFrame: WebFrameMainMock;
  destroyed = false;
  send = vi.fn();
  loadURL = vi.fn(async (url: string) => {
    this.mainFrame.url = url;
  });
  reload = vi.fn();
  close = vi.fn(() => {
    this.destroyed = true;
  });
  isDestroyed = vi.fn(() => this.destroyed);
  setWindowOpenHandler = vi.fn();
  getZoomFactor = vi.fn(() => 1);
  constructor(url = "about:blank") {
    super();
    this.mainFrame = new WebFrameMainMock(url);
  }
}

/** Event object passed to listeners; preventDefault is observable. */
export class ElectronEventMock {
  defaultPrevented = false;
  preventDefault = vi.fn(() => {
    this.defaultPrevented = true;
  });
  constructor(fields: Record<string, unknown> = {}) {
    Object.assign(this, fields);
  }
  [key: string]: unknown;
}

/** View container of a BaseWindow. */
export class ViewContainerMock {
  children: unknown[] = [];
  addChildView = vi.fn((view: unknown) => {
    this.children.push(view);
  });
  removeChildView = vi.fn((view: unknown) => {
    this.children = this.children.filter((child) => child !== view);
  });
}

/** BrowserWindow: records its options; `instances` lists every window created. */
export class BrowserWindow extends EventEmitter {
  static instances: BrowserWindow[] = [];
  static fromWebContents = vi.fn(
    (contents: unknown) => BrowserWindow.instances.find((window) => window.webContents === contents) ?? null,
  );
  static getAllWindows = vi.fn(() => BrowserWindow.instances.filter((window) => !window.destroyed));
  webContents = new WebContentsMock();
  contentView = new ViewContainerMock();
  destroyed = false;
  minimized = false;
  maximized = false;
  bounds = { x: 10, y: 20, width: 1280, height: 800 };
  loadURL = vi.fn(async (url: string) => {
    this.webContents.mainFrame.url = url;
  });
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn(() => {
    this.minimized = false;
  });
  maximize = vi.fn(() => {
    this.maximized = true;
  });
  isMinimized = vi.fn(() => this.minimized);
  isMaximized = vi.fn(() => this.maximized);
  isDestroyed = vi.fn(() => this.destroyed);
  getNormalBounds = vi.fn(() => ({ ...this.bounds }));
  constructor(public options: Record<string, unknown> = {}) {
    super();
    BrowserWindow.instances.push(this);
  }
}

/** WebContentsView: records its options; `instances` lists every view created. */
export class WebContentsView {
  static instances: WebContentsView[] = [];
  webContents = new WebContentsMock();
  setBounds = vi.fn();
  constructor(public options: Record<string, unknown> = {}) {
    WebContentsView.instances.push(this);
  }
}

/** ipcMain: keeps handlers so tests can invoke them like a renderer would. */
class IpcMainMock extends EventEmitter {
  handlers = new Map<string, Handler>();
  handle = vi.fn((channel: string, handler: Handler) => {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, handler);
  });
  removeHandler = vi.fn((channel: string) => {
    this.handlers.delete(channel);
  });
  /** Test helper: calls the handler of `channel` as ipcRenderer.invoke would (async, rejections propagate). */
  async invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler(event, ...args);
  }
}
export const ipcMain = new IpcMainMock();

/** app: paths point at a per-test temp folder (set `app.userData`). */
class AppMock extends EventEmitter {
  userData = tmpdir();
  isPackaged = false;
  getPath = vi.fn((_name: string) => this.userData);
  getName = vi.fn(() => "RSS Drilling Admin");
  getVersion = vi.fn(() => "0.1.0");
  requestSingleInstanceLock = vi.fn(() => true);
  /** The console's link scheme (issue #29, desktop/main/deep-link.ts). */
  setAsDefaultProtocolClient = vi.fn((_scheme: string) => true);
  quit = vi.fn();
  exit = vi.fn();
  whenReady = vi.fn(() => Promise.resolve());
}
export const app = new AppMock();

/** safeStorage: a reversible, visibly non-plaintext "encryption" (base64 reversed, with a marker). */
export const safeStorage = {
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => "gnome_libsecret"),
  encryptString: vi.fn((plain: string) =>
    Buffer.from(`ENC1:${Buffer.from(plain, "utf8").toString("base64").split("").reverse().join("")}`),
  ),
  decryptString: vi.fn((blob: Buffer) => {
    const text = blob.toString("utf8");
    if (!text.startsWith("ENC1:"))
      throw new Error("Error while decrypting the ciphertext provided to safeStorage.decryptString.");
    return Buffer.from(text.slice(5).split("").reverse().join(""), "base64").toString("utf8");
  }),
};

/** Session: webRequest hooks and permission handlers as spies. */
export class SessionMock {
  webRequest = { onBeforeRequest: vi.fn(), onHeadersReceived: vi.fn() };
  setPermissionRequestHandler = vi.fn();
  setPermissionCheckHandler = vi.fn();
  setDevicePermissionHandler = vi.fn();
  constructor(public partition: string) {}
}
const partitions = new Map<string, SessionMock>();
export const session = {
  defaultSession: new SessionMock(""),
  fromPartition: vi.fn((partition: string) => {
    let found = partitions.get(partition);
    if (!found) {
      found = new SessionMock(partition);
      partitions.set(partition, found);
    }
    return found;
  }),
};

export const dialog = {
  showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] as string[] })),
  showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })),
};

export const shell = { openExternal: vi.fn(async () => undefined) };

/** Notification: records its options and `show()`; `instances` lists every one created; `isSupported` is a spy. */
export class Notification extends EventEmitter {
  static instances: Notification[] = [];
  static isSupported = vi.fn(() => true);
  show = vi.fn();
  close = vi.fn();
  constructor(public options: Record<string, unknown> = {}) {
    super();
    Notification.instances.push(this);
  }
}

export const Menu = {
  buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
  setApplicationMenu: vi.fn(),
};

export const screen = {
  getAllDisplays: vi.fn(() => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]),
};

export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };

export const contextBridge = { exposeInMainWorld: vi.fn() };

export const ipcRenderer = {
  invoke: vi.fn(async () => undefined),
  send: vi.fn(),
  on: vi.fn(),
  removeListener: vi.fn(),
};

/** Restores every double to its initial state (call in beforeEach). */
export function resetElectronMock(userData = tmpdir()): void {
  vi.resetAllMocks();
  BrowserWindow.instances = [];
  WebContentsView.instances = [];
  Notification.instances = [];
  Notification.isSupported.mockImplementation(() => true);
  ipcMain.handlers.clear();
  ipcMain.removeAllListeners();
  app.removeAllListeners();
  app.userData = userData;
  app.isPackaged = false;
  partitions.clear();
  session.defaultSession = new SessionMock("");
}

export default {
  app,
  BrowserWindow,
  WebContentsView,
  contextBridge,
  dialog,
  ipcMain,
  ipcRenderer,
  Menu,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
};
