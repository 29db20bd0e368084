/**
 * A toast that plain DOM can show (issue #24): a Mantine Notification
 * prerendered hidden in the page, in the corner where the site's toasts
 * appear (app/toasts.tsx: bottom right, closed after 4 s). A control that
 * answers without React (islands/video-watch.ts) shows it with
 * islands/dom-toast.ts, so its answer looks like every other toast and
 * needs no script beyond the small entry.
 */
import { Notification } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DOM_TOAST_ATTR } from "../../islands/dom-toast";

/** Props of DomToast. */
export interface DomToastProps {
  /** The name the DOM shows it by (`showDomToast(name)`). */
  name: string;
  title: string;
  message: string;
  /** Mantine color; red for what went wrong (spec §8). Default red. */
  color?: string;
}

/** A hidden toast for plain DOM to show. */
export function DomToast({ name, title, message, color = "red" }: DomToastProps) {
  const { t } = useTranslation();
  return (
    <div className="dom-toasts">
      <Notification
        {...{ [DOM_TOAST_ATTR]: name }}
        color={color}
        title={title}
        hidden
        closeButtonProps={{ "aria-label": t("common.closeToast") }}
      >
        {message}
      </Notification>
    </div>
  );
}
