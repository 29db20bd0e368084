/** React side of the admin's HTML shell (issue #24, sign-in-shell.ts). */
import { useLayoutEffect } from "react";
import { releaseAdminShell } from "./sign-in-shell";

/** Removes the shell in the commit where `ready` becomes true (before that commit paints). */
export function useAdminShellRelease(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready && typeof document !== "undefined") releaseAdminShell();
  }, [ready]);
}
