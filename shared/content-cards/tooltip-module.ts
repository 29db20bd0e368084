/** Mantine's Tooltip as a module of its own, for LazyTooltip's dynamic import (issue #13). */
export { Tooltip as default } from "@mantine/core";
