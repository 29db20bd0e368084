/** The toast outlet (spec §9): bottom-right, at most 3 visible, closes after 4 s; Alt+T focuses the newest toast. */
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";

/** Mounted once by AppProviders. */
export default function Toasts() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.key.toLowerCase() === "t") {
        document.querySelector<HTMLElement>(".mantine-Notification-root:last-of-type button")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return <Notifications position="bottom-right" limit={3} autoClose={4000} />;
}
