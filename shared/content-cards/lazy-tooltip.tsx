/**
 * Mantine's Tooltip, loaded with its first use (issue #13): its positioning
 * library (floating-ui, about 15 KiB gzip) stays out of every page that shows
 * no tooltip, such as the white papers page when every paper has its PDF.
 * Until the code arrives the child renders alone (the same element, without
 * the hover hint); a prerendered tooltip keeps its server HTML meanwhile.
 */
import { lazy, Suspense, type ReactElement, type ReactNode } from "react";

const Tooltip = lazy(() => import("./tooltip-module"));

/** Props of LazyTooltip: the hint, its delay (ms) and the one element it describes. */
interface LazyTooltipProps {
  label: ReactNode;
  openDelay?: number;
  children: ReactElement;
}

/** A Tooltip whose code loads on first render. */
export function LazyTooltip({ label, openDelay, children }: LazyTooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label} openDelay={openDelay}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
