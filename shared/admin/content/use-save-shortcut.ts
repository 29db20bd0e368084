/**
 * Ctrl+S / Cmd+S in an open content dialog (issue #12 Keyboard): saves it
 * instead of the browser's (or Electron's) "Save page". What it saves as is
 * the caller's choice; the dialog passes defaultSaveStatus, so the shortcut
 * never publishes by accident.
 */
import { useEffect, useRef } from "react";

/**
 * While `active`, listens on the window (capture phase, so a focused input
 * cannot swallow it) for Ctrl/Cmd+S, prevents the default and calls `save`.
 * Key repeats are ignored, so holding the keys saves once.
 */
export function useSaveShortcut(active: boolean, save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [active]);
}
