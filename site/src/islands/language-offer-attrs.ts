/** The names shared by the offer to switch to Chinese's markup (components/layout/language-offer.tsx) and its code (issue #30). */

/** The id of the offer's `<template>`. */
export const LANGUAGE_OFFER_TEMPLATE_ID = "language-offer";
/** The attribute naming the offer's controls: "switch" (the link), "dismiss" (the close button). */
export const LANGUAGE_OFFER_ACTION_ATTR = "data-language-offer";
