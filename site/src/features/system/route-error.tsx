/**
 * The unexpected-failure fallback (spec §2, §8): 'Unexpected Application
 * Error!' with the error's message, shown in place of a route whose render
 * threw. `RouteErrorBoundary` catches the error (the public site uses React
 * Router's declarative mode, whose routes have no errorElement, issue #13) and
 * clears it when the visitor navigates elsewhere.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { href, localeOf } from "../../app/paths";

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shows the unexpected-failure fallback for `error`; plain markup so it renders even if providers failed. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="route-error__message">{messageOf(error)}</p>
      <a href={href("home", typeof window === "undefined" ? "en" : localeOf(window.location.pathname))}>
        Return to Home
      </a>
    </main>
  );
}

interface BoundaryProps {
  /** The location's pathname: a new one clears a caught error. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
}

/** Error boundary: renders `RouteError` for an error thrown below it until the pathname changes. */
class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error != null && previous.pathname !== this.props.pathname) this.setState({ error: null });
  }

  override render() {
    return this.state.error != null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Catches render errors of the route below it (the layout route's errorElement of data-router mode). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
