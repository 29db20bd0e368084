/**
 * What was typed survives the language toggle and the back button (issue
 * #13, src/islands/form-carry.ts): fields changed from their defaults are
 * kept per language-neutral page, put back on the other language's page
 * after the toggle and when coming back through history, and not on a fresh
 * visit; files and passwords are never kept; a field already typed into is
 * not overwritten.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { carryFields, carryToOtherLanguage, restoreFields, saveFields } from "../../../site/src/islands/form-carry";

const FORM = `<form>
  <input name="firstName" />
  <input name="secret" type="password" />
  <textarea name="message"></textarea>
  <select name="category"><option value="all">All</option><option value="MWD Tools">MWD</option></select>
  <input type="checkbox" name="consent" />
</form>`;

const field = <T extends Element>(name: string) => document.querySelector<T>(`[name="${name}"]`)!;

function load(path: string, navigation = "navigate") {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = FORM;
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type: navigation } as unknown as PerformanceEntry]);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("form carry", () => {
  it("keeps changed fields and puts them back, never a password", () => {
    load("/get-quote?from=x");
    field<HTMLInputElement>("firstName").value = "Ada";
    field<HTMLInputElement>("secret").value = "hunter2";
    field<HTMLTextAreaElement>("message").value = "Need a quote";
    field<HTMLSelectElement>("category").value = "MWD Tools";
    field<HTMLInputElement>("consent").checked = true;
    saveFields();
    load("/zh/get-quote?from=x");
    expect(restoreFields()).toBe(4);
    expect(field<HTMLInputElement>("firstName").value).toBe("Ada");
    expect(field<HTMLInputElement>("secret").value).toBe("");
    expect(field<HTMLTextAreaElement>("message").value).toBe("Need a quote");
    expect(field<HTMLSelectElement>("category").value).toBe("MWD Tools");
    expect(field<HTMLInputElement>("consent").checked).toBe(true);
  });

  it("carries over the toggle and back through history, not into a fresh visit", () => {
    load("/get-quote");
    field<HTMLInputElement>("firstName").value = "Ada";
    carryToOtherLanguage();
    load("/zh/get-quote");
    carryFields();
    expect(field<HTMLInputElement>("firstName").value).toBe("Ada");

    load("/get-quote", "back_forward");
    carryFields();
    expect(field<HTMLInputElement>("firstName").value).toBe("Ada");

    load("/get-quote", "navigate");
    carryFields();
    expect(field<HTMLInputElement>("firstName").value).toBe("");
  });

  it("does not overwrite what was already typed on the new page", () => {
    load("/get-quote");
    field<HTMLInputElement>("firstName").value = "Ada";
    saveFields();
    load("/get-quote");
    field<HTMLInputElement>("firstName").value = "Grace";
    restoreFields();
    expect(field<HTMLInputElement>("firstName").value).toBe("Grace");
  });

  it("forgets a page whose fields are back to their defaults", () => {
    load("/get-quote");
    field<HTMLInputElement>("firstName").value = "Ada";
    saveFields();
    field<HTMLInputElement>("firstName").value = "";
    saveFields();
    load("/get-quote");
    expect(restoreFields()).toBe(0);
  });
});
