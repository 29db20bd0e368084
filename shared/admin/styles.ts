/**
 * Mantine component styles the admin screens use, carried inside the admin's
 * own code-split chunk as strings (`?inline`) and put into the page only when
 * the admin mounts: a host that merges all imported CSS into one stylesheet
 * (the site does) keeps these bytes off its public pages. Files are in
 * Mantine's own order (later rules override earlier ones of equal
 * specificity). The host still provides the baseline, global styles and CSS variables.
 */
import { useInsertionEffect } from "react";
import unstyledButtonCss from "@mantine/core/styles/UnstyledButton.css?inline";
import visuallyHiddenCss from "@mantine/core/styles/VisuallyHidden.css?inline";
import paperCss from "@mantine/core/styles/Paper.css?inline";
import overlayCss from "@mantine/core/styles/Overlay.css?inline";
import popoverCss from "@mantine/core/styles/Popover.css?inline";
import loaderCss from "@mantine/core/styles/Loader.css?inline";
import actionIconCss from "@mantine/core/styles/ActionIcon.css?inline";
import closeButtonCss from "@mantine/core/styles/CloseButton.css?inline";
import groupCss from "@mantine/core/styles/Group.css?inline";
import modalBaseCss from "@mantine/core/styles/ModalBase.css?inline";
import inputCss from "@mantine/core/styles/Input.css?inline";
import alertCss from "@mantine/core/styles/Alert.css?inline";
import textCss from "@mantine/core/styles/Text.css?inline";
import comboboxCss from "@mantine/core/styles/Combobox.css?inline";
import badgeCss from "@mantine/core/styles/Badge.css?inline";
import buttonCss from "@mantine/core/styles/Button.css?inline";
import cardCss from "@mantine/core/styles/Card.css?inline";
import centerCss from "@mantine/core/styles/Center.css?inline";
import containerCss from "@mantine/core/styles/Container.css?inline";
import loadingOverlayCss from "@mantine/core/styles/LoadingOverlay.css?inline";
import modalCss from "@mantine/core/styles/Modal.css?inline";
import notificationCss from "@mantine/core/styles/Notification.css?inline";
import passwordInputCss from "@mantine/core/styles/PasswordInput.css?inline";
import progressCss from "@mantine/core/styles/Progress.css?inline";
import tooltipCss from "@mantine/core/styles/Tooltip.css?inline";
import simpleGridCss from "@mantine/core/styles/SimpleGrid.css?inline";
import stackCss from "@mantine/core/styles/Stack.css?inline";
import tableCss from "@mantine/core/styles/Table.css?inline";
import tabsCss from "@mantine/core/styles/Tabs.css?inline";
import titleCss from "@mantine/core/styles/Title.css?inline";
import dropzoneCss from "@mantine/dropzone/styles.css?inline";
import segmentedControlCss from "@mantine/core/styles/SegmentedControl.css?inline";
import listCss from "@mantine/core/styles/List.css?inline";
import contentCardsCss from "../content-cards/content-cards.css?inline";

const ADMIN_CSS = [
  unstyledButtonCss,
  visuallyHiddenCss,
  paperCss,
  overlayCss,
  popoverCss,
  loaderCss,
  actionIconCss,
  closeButtonCss,
  groupCss,
  modalBaseCss,
  inputCss,
  alertCss,
  textCss,
  comboboxCss,
  badgeCss,
  buttonCss,
  cardCss,
  centerCss,
  containerCss,
  loadingOverlayCss,
  modalCss,
  notificationCss,
  passwordInputCss,
  progressCss,
  tooltipCss,
  simpleGridCss,
  stackCss,
  tableCss,
  tabsCss,
  titleCss,
  dropzoneCss,
  // Issue #12: the status filter and preview language switch; the preview's public cards.
  segmentedControlCss,
  listCss,
  contentCardsCss,
].join("\n");

const STYLE_ID = "shared-admin-styles";

/**
 * Adds the admin's component CSS to `document.head` once, after the host's
 * stylesheets (Mantine's component rules rely on coming after the shared
 * UnstyledButton/Input rules); no-op without a DOM.
 */
export function useAdminStyles(): void {
  useInsertionEffect(() => {
    if (typeof document === "undefined" || document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = ADMIN_CSS;
    document.head.append(style);
  }, []);
}
