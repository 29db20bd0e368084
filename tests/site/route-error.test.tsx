// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { RouteError } from "../../site/src/features/system/route-error";

function Boom(): never {
  throw new Error("Turbine telemetry exploded");
}

describe("RouteError", () => {
  it("shows 'Unexpected Application Error!' with the error's message", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText("Turbine telemetry exploded")).toBeInstanceOf(HTMLElement);
    log.mockRestore();
  });
});
