/**
 * Translated browser validation in plain DOM (spec §5, issue #24,
 * site/src/components/forms/native-validation.ts): a form that carries its
 * messages gets them on its invalid fields when the browser checks it, and
 * editing a field clears its message; forms without messages keep the
 * browser's own.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EMAIL_DOMAIN_PATTERN_ATTR } from "../../../shared/enquiries/email";
import { localToday } from "../../../shared/enquiries/dates";
import {
  attachNativeValidation,
  MIN_TODAY_ATTR,
  VALIDATION_MESSAGE_ATTR,
} from "../../../site/src/components/forms/native-validation";

let detach: () => void;

beforeEach(() => {
  detach = attachNativeValidation(document);
});

afterEach(() => {
  detach();
  document.body.innerHTML = "";
});

function form(attributes: string, fields: string): HTMLFormElement {
  document.body.innerHTML = `<form ${attributes}>${fields}</form>`;
  return document.querySelector("form")!;
}

const messages = `${VALIDATION_MESSAGE_ATTR.required}="请填写此字段" ${VALIDATION_MESSAGE_ATTR.email}="请输入有效的电子邮件地址"`;

describe("attachNativeValidation", () => {
  it("gives an empty required field and a malformed e-mail the form's messages when the form is checked", () => {
    const f = form(
      messages,
      '<input name="name" required /><input name="email" type="email" value="not-an-address" />',
    );
    expect(f.checkValidity()).toBe(false);
    const [name, email] = [...f.querySelectorAll("input")];
    expect(name!.validationMessage).toBe("请填写此字段");
    expect(email!.validationMessage).toBe("请输入有效的电子邮件地址");
  });

  it("clears a field's message when the visitor edits it, and the form becomes valid", () => {
    const f = form(messages, '<input name="name" required />');
    const name = f.querySelector("input")!;
    f.checkValidity();
    expect(name.validationMessage).toBe("请填写此字段");
    name.value = "Ada";
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(name.validationMessage).toBe("");
    expect(f.checkValidity()).toBe(true);
  });

  it("gives a field the message for what is wrong now, not the one it had", () => {
    const f = form(messages, '<input name="email" type="email" required />');
    const email = f.querySelector("input")!;
    f.checkValidity();
    expect(email.validationMessage).toBe("请填写此字段");
    email.value = "a@";
    // Set without an input event (autofill that fires none): the next check still finds the right problem.
    expect(f.checkValidity()).toBe(false);
    expect(email.validationMessage).toBe("请输入有效的电子邮件地址");
  });

  it("an e-mail without a dotted domain (the field's pattern, issue #30) gets the e-mail message", () => {
    const f = form(
      messages,
      `<input name="email" type="email" pattern="${EMAIL_DOMAIN_PATTERN_ATTR.replace(/"/g, "&quot;")}" />`,
    );
    const email = f.querySelector("input")!;
    for (const bad of ["a@b", "a@b.c"]) {
      email.value = bad;
      expect(f.checkValidity(), bad).toBe(false);
      expect(email.validity.patternMismatch, bad).toBe(true);
      expect(email.validationMessage, bad).toBe("请输入有效的电子邮件地址");
    }
    email.value = "a@b.co";
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(f.checkValidity()).toBe(true);
  });

  it("a date field marked for today gets min = today when used, and a past day the pastDate message (issue #30)", () => {
    const f = form(
      `${messages} ${VALIDATION_MESSAGE_ATTR.pastDate}="请选择今天或之后的日期。"`,
      `<input name="preferredDate" type="date" ${MIN_TODAY_ATTR} />`,
    );
    const date = f.querySelector("input")!;
    expect(date.min).toBe("");
    date.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(date.min).toBe(localToday());
    date.value = "2020-01-01";
    date.dispatchEvent(new Event("input", { bubbles: true }));
    expect(f.checkValidity()).toBe(false);
    expect(date.validity.rangeUnderflow).toBe(true);
    expect(date.validationMessage).toBe("请选择今天或之后的日期。");
    date.value = localToday();
    date.dispatchEvent(new Event("change", { bubbles: true }));
    expect(f.checkValidity()).toBe(true);
  });

  it("leaves forms without messages to the browser", () => {
    const f = form("", '<input name="name" required />');
    f.checkValidity();
    expect(f.querySelector("input")!.validity.customError).toBe(false);
  });
});
