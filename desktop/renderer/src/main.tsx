/** Renderer entry: Mantine (light theme, notifications bottom-right, 3 at a time, 4 s) around the App. */
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dropzone/styles.css";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <MantineProvider defaultColorScheme="light">
      <Notifications position="bottom-right" limit={3} autoClose={4000} />
      <App />
    </MantineProvider>
  </StrictMode>,
);
