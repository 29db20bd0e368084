import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate, useRoutes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "../../site/src/features/system/route-error";

function Boom(): never {
  throw new Error("Turbine telemetry exploded");
}

let navigate: (to: string) => void = () => {};
/** Captures the router's navigate function for the test. */
function Navigator() {
  navigate = useNavigate();
  return null;
}

function Pages() {
  return useRoutes([
    { path: "/boom", element: <Boom /> },
    { path: "*", element: <p>Fine page</p> },
  ]);
}

describe("RouteErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with the error's message, and the page again after navigating away", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={["/boom"]}>
        <Navigator />
        <RouteErrorBoundary>
          <Pages />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Turbine telemetry exploded")).toBeInstanceOf(HTMLElement);
    act(() => navigate("/fine"));
    expect(screen.queryByRole("heading", { name: "Unexpected Application Error!" })).toBeNull();
    expect(screen.getByText("Fine page")).toBeInstanceOf(HTMLElement);
    log.mockRestore();
  });
});
