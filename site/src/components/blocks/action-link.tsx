/** A call-to-action button: a router link for site paths, a plain link for tel:/mailto:/http URLs. */
import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router-dom";

export interface Action {
  /** Site path (/get-quote) or tel:/mailto:/https URL. */
  to: string;
  /** Visible label. */
  label: string;
  /** "primary" (filled), "light" (white, for dark bands) or "outline". */
  variant?: "primary" | "light" | "outline";
}

const VARIANTS: Record<NonNullable<Action["variant"]>, ButtonProps> = {
  primary: { variant: "filled", color: "yellow.5", c: "dark.9" },
  light: { variant: "white", color: "dark" },
  outline: { variant: "outline", color: "blue.8" },
};

/** Renders one action. */
export function ActionLink({ action, size = "md", fullWidth }: { action: Action; size?: ButtonProps["size"]; fullWidth?: boolean }) {
  const props = { ...VARIANTS[action.variant ?? "primary"], size, fullWidth };
  if (/^(tel:|mailto:|https?:)/.test(action.to)) {
    return (
      <Button component="a" href={action.to} {...props}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={action.to} {...props}>
      {action.label}
    </Button>
  );
}
