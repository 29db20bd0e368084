/** Scrolls to section `id` once it mounts when the URL hash names it (header links from other pages, spec §2). */
import { useEffect } from "react";

/** Call from a section that may mount after the page (lazy sections). */
export function useHashScroll(id: string): void {
  useEffect(() => {
    if (window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [id]);
}
