/** Router errorElement (spec §2, §8): 'Unexpected Application Error!' with the error's message. */
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { href, localeOf } from "../../app/paths";

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shows the unexpected-failure fallback; plain markup so it renders even if providers failed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
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
