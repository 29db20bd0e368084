/** Spec §8: a path that is not a route is reported on the console. */

/** Logs `pathname` as a not-found path ("404 Error: User attempted to access non-existent route: …"). */
export function logNotFound(pathname: string): void {
  console.error("404 Error: User attempted to access non-existent route:", pathname);
}
