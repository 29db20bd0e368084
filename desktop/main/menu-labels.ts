/**
 * The native menu's and the About box's texts in each console language
 * (issue #10): English and Chinese live here, in one module. `buildMenuTemplate`
 * gives every item an explicit label from this table (role items too, so
 * Electron's own English role labels never show); the renderer picks the
 * language over `menu:set-language`.
 */
import type { ConsoleLanguage } from "../shared/ipc-contract";

/** Every text of the menu and the About box. `{app}` and `{version}` are filled in by the caller. */
export interface MenuLabels {
  file: string;
  edit: string;
  view: string;
  window: string;
  help: string;
  settings: string;
  /** "About {app}". */
  about: string;
  services: string;
  /** "Hide {app}". */
  hide: string;
  hideOthers: string;
  showAll: string;
  /** "Quit {app}" (macOS app menu). */
  quitApp: string;
  quit: string;
  undo: string;
  redo: string;
  cut: string;
  copy: string;
  paste: string;
  pasteAndMatchStyle: string;
  delete: string;
  selectAll: string;
  reload: string;
  toggleDevTools: string;
  actualSize: string;
  zoomIn: string;
  zoomOut: string;
  fullScreen: string;
  minimize: string;
  /** The window's zoom (macOS "Zoom": maximise). */
  zoom: string;
  close: string;
  bringAllToFront: string;
  /** About box: "Version {version}". */
  aboutVersion: string;
  /** About box: what the app is. */
  aboutDetail: string;
  /** About box: its one button. */
  ok: string;
}

/** The texts per console language. */
export const MENU_LABELS: Record<ConsoleLanguage, MenuLabels> = {
  en: {
    file: "File",
    edit: "Edit",
    view: "View",
    window: "Window",
    help: "Help",
    settings: "Settings…",
    about: "About {app}",
    services: "Services",
    hide: "Hide {app}",
    hideOthers: "Hide Others",
    showAll: "Show All",
    quitApp: "Quit {app}",
    quit: "Quit",
    undo: "Undo",
    redo: "Redo",
    cut: "Cut",
    copy: "Copy",
    paste: "Paste",
    pasteAndMatchStyle: "Paste and Match Style",
    delete: "Delete",
    selectAll: "Select All",
    reload: "Reload",
    toggleDevTools: "Toggle Developer Tools",
    actualSize: "Actual Size",
    zoomIn: "Zoom In",
    zoomOut: "Zoom Out",
    fullScreen: "Toggle Full Screen",
    minimize: "Minimize",
    zoom: "Zoom",
    close: "Close",
    bringAllToFront: "Bring All to Front",
    aboutVersion: "Version {version}",
    aboutDetail: "Desktop admin console for the website's content.",
    ok: "OK",
  },
  zh: {
    file: "文件",
    edit: "编辑",
    view: "视图",
    window: "窗口",
    help: "帮助",
    settings: "设置…",
    about: "关于 {app}",
    services: "服务",
    hide: "隐藏 {app}",
    hideOthers: "隐藏其他",
    showAll: "全部显示",
    quitApp: "退出 {app}",
    quit: "退出",
    undo: "撤销",
    redo: "重做",
    cut: "剪切",
    copy: "复制",
    paste: "粘贴",
    pasteAndMatchStyle: "粘贴并匹配样式",
    delete: "删除",
    selectAll: "全选",
    reload: "重新加载",
    toggleDevTools: "切换开发者工具",
    actualSize: "实际大小",
    zoomIn: "放大",
    zoomOut: "缩小",
    fullScreen: "切换全屏",
    minimize: "最小化",
    zoom: "缩放",
    close: "关闭",
    bringAllToFront: "前置全部窗口",
    aboutVersion: "版本 {version}",
    aboutDetail: "网站内容的桌面管理控制台。",
    ok: "确定",
  },
};

/** `text` with each `{name}` replaced by `values[name]` (unknown names stay as written). */
export function fillLabel(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
