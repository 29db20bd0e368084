/**
 * Opens the admin signed in against a fake backend and switches to the News
 * tab (issue #26), as the News tab's and the schedule's jsdom tests start.
 * Resolves once the tab lists the stored item titled `firstTitle`.
 */
import { fireEvent, screen } from "@testing-library/react";
import { adminHost, renderAdmin } from "../fixtures/render";
import { createFakeBackend, signedInStorage } from "./fake-backend";

export async function openNewsTab(backend: ReturnType<typeof createFakeBackend>, firstTitle: string): Promise<void> {
  renderAdmin(adminHost(backend.client(signedInStorage())));
  await screen.findByText("No white papers yet");
  fireEvent.mouseDown(screen.getByRole("tab", { name: "News" }));
  fireEvent.click(screen.getByRole("tab", { name: "News" }));
  await screen.findByRole("heading", { name: firstTitle });
}
