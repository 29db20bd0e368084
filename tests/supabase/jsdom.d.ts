/**
 * The little of jsdom's API the storage tests use (jsdom ships no types and
 * @types/jsdom is not a dependency): a window whose XMLHttpRequest makes real
 * requests and reports upload progress.
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
