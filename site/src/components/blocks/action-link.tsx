/** A call-to-action button: a router link for site paths, a plain link for tel:/mailto:/http URLs (CSS-only styling). */
import type { SitePath } from "../../app/paths";
import { LocaleLink } from "../layout/locale-link";

/** A tel:, mailto: or http(s) URL. */
type ExternalUrl = `tel:${string}` | `mailto:${string}` | `http:${string}` | `https:${string}`;

export interface Action {
  /** English site path (/get-quote, shown in the page's language) or a tel:/mailto:/https URL. */
  to: SitePath | ExternalUrl;
  /** Visible label. */
  label: string;
  /** "primary" (yellow), "light" (white, for dark bands) or "outline". */
  variant?: "primary" | "light" | "outline";
}

const CLASS: Record<NonNullable<Action["variant"]>, string> = {
  primary: "btn btn--primary",
  light: "btn btn--light",
  outline: "btn btn--outline",
};

/** Renders one action; `size` "sm" is compact, `fullWidth` spans its container. */
export function ActionLink({
  action,
  size = "md",
  fullWidth,
}: {
  action: Action;
  size?: "sm" | "md";
  fullWidth?: boolean;
}) {
  const className = `${CLASS[action.variant ?? "primary"]}${size === "sm" ? " btn--sm" : ""}${fullWidth ? " btn--block" : ""}`;
  if (/^(tel:|mailto:|https?:)/.test(action.to)) {
    return (
      <a href={action.to} className={className}>
        {action.label}
      </a>
    );
  }
  return (
    <LocaleLink to={action.to as SitePath} className={className}>
      {action.label}
    </LocaleLink>
  );
}
