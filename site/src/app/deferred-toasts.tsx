/**
 * The toast outlet (spec §9: bottom-right, 3 visible, 4 s), mounted when the
 * first toast is requested, so its code (Mantine Notifications) stays out of
 * the first load.
 */
import { lazy, Suspense } from "react";
import { useUiStore } from "../stores/ui-store";

const Toasts = lazy(() => import("./toasts"));

/**
 * Renders the outlet once a toast has been asked for. Its own subscription,
 * so mounting it does not re-render the providers (an update would force
 * still-dehydrated Suspense boundaries to client-render).
 */
export function DeferredToasts() {
  const mounted = useUiStore((s) => s.toastsWanted);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
