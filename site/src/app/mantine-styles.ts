/**
 * Mantine CSS imported per component (only what the site uses) plus the
 * shared content cards' and the site's own styles; emitted as one stylesheet
 * so prerendered pages never wait for a route chunk's CSS (no layout shift).
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/notifications/styles.css";
import "../../../shared/content-cards/content-cards.css";
import "./site.css";
