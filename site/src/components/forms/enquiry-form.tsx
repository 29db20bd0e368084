/**
 * One enquiry form of the public site (issue #9; spec §2, §5, §8): the quote
 * form, the home contact form and the five enquiry forms all render through
 * this component and send through the shared data module
 * (`shared/data/enquiries.ts` `submitEnquiry`, loaded on first send with the
 * Supabase client, see lib/send-enquiry.ts).
 *
 * - The fields are uncontrolled (FormFields): typed text survives hydration;
 *   the values are read from the DOM when the form is sent.
 * - While sending, the button is disabled and reads "Sending..."; a second
 *   submit is ignored.
 * - Each submission carries an idempotency key (issue #30): a UUID made at
 *   the first send and kept until the enquiry is stored, so sending again
 *   after a failure whose row did reach the table (a lost answer), a double
 *   click or Enter twice store one row. Editing a field after a failure makes
 *   it a new submission with a new key.
 * - The success toast shows only after the row is stored. Then the form is
 *   cleared (issue #30: a filled form with Send active invited a duplicate;
 *   spec §4's "not reset" is superseded) and a "sent" note says so and offers
 *   the empty form for another message.
 * - On failure everything typed stays; an inline alert and an error toast say
 *   what went wrong and what to do (send again, or call / write to the phone
 *   and e-mail shown beside the form). The schema's complaints show on the
 *   fields.
 * - A honeypot field (hidden from people and screen readers) catches bots.
 * - A consent sentence links to the Privacy Policy (/privacy).
 * - `data-hydrated` is set on the form element once React has taken it over
 *   (the browser tests type before that moment).
 */
import { Alert, Box, Button, Group, Paper, Text } from "@mantine/core";
import { useEffect, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from "react";
import { LocaleLink } from "../layout/locale-link";
import { localeOf, PRIVACY_ROUTE, routeOf, type Locale } from "../../app/paths";
import type { EnquiryForm as FormName } from "../../../../shared/enquiries/forms";
import { newIdempotencyKey } from "../../../../shared/enquiries/idempotency";
import type { EnquiryIssue, EnquiryValues } from "../../../../shared/enquiries/schema";
import type { SendFailure, SendOutcome } from "../../lib/send-enquiry";
import { showErrorToast, showToast } from "../../lib/toast";
import { useTranslation } from "react-i18next";
import type { FieldSpec } from "./field-spec";
import { FormFields, readFormValues, type FieldKeys } from "./form-fields";
import { VALIDATION_MESSAGE_ATTR } from "./native-validation";

/** Name of the honeypot input: people never see it, bots that fill every field do. */
export const HONEYPOT_FIELD = "website";

interface EnquiryFormProps {
  /** The shared form name (the `form` column). */
  form: FormName;
  /** The form's fields (shared specs plus looks, see field-spec.ts). */
  fields: readonly FieldSpec[];
  /** Translation keys of the field labels (a prefix or key functions). */
  keys: string | FieldKeys;
  /** The submit button's label. */
  submitLabel: string;
  /** Title and text of the toast shown once the enquiry is stored. */
  success: { title: string; text: string };
  /** The phone number and e-mail address shown beside the form, offered when sending fails. */
  contact: { phone: string; email: string };
  /** Content above the fields (title, intro). */
  header?: ReactNode;
  /** Shows the spec's '* Required fields.' line. */
  requiredNote?: boolean;
  /** Where the button sits (default: start). */
  buttonAlign?: "start" | "end";
  /** Accessible name of the form: the id of its title, or a label. */
  labelledBy?: string;
  label?: string;
  style?: CSSProperties;
}

/** Sends `values` through the lazily loaded module; a module that does not load counts as a network failure. */
async function send(
  form: FormName,
  values: EnquiryValues,
  context: { locale: Locale; page: string; honeypot: string; idempotencyKey: string },
): Promise<SendOutcome> {
  try {
    const { sendEnquiry } = await import("../../lib/send-enquiry");
    return await sendEnquiry(form, values, context);
  } catch (error) {
    return { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The form (a bordered Paper) with its fields, honeypot, messages, button and consent note. */
export function EnquiryForm(props: EnquiryFormProps) {
  const { form, fields, keys, submitLabel, success, contact, header, requiredNote, buttonAlign = "start" } = props;
  const { t } = useTranslation();
  const element = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  /** The idempotency key of the submission being sent or retried (null: the next send starts a new one). */
  const submission = useRef<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [errors, setErrors] = useState<Record<string, EnquiryIssue>>({});

  useEffect(() => {
    element.current?.setAttribute("data-hydrated", "true");
  }, []);

  const failureText = (f: SendFailure) =>
    t(`forms.failure.${f.reason}`, { phone: contact.phone, email: contact.email });

  const onEdit = (key: string) => {
    setSent(false);
    if (!busy.current) submission.current = null;
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const target = event.currentTarget;
    const values = readFormValues(target, fields);
    const honeypot = String(new FormData(target).get(HONEYPOT_FIELD) ?? "");
    setSending(true);
    setSent(false);
    setFailure(null);
    submission.current ??= newIdempotencyKey();
    const context = {
      locale: localeOf(window.location.pathname),
      page: window.location.pathname,
      honeypot,
      idempotencyKey: submission.current,
    };
    void send(form, values, context).then((outcome) => {
      busy.current = false;
      setSending(false);
      if (document.activeElement === null || document.activeElement === document.body) button.current?.focus();
      if (outcome.ok) {
        submission.current = null;
        target.reset();
        setErrors({});
        setSent(true);
        showToast(success.title, success.text);
        return;
      }
      setFailure(outcome);
      showErrorToast(t("forms.failure.title"), failureText(outcome));
      if (outcome.reason === "invalid") {
        setErrors(outcome.fields);
        const first = fields.find((f) => f.key in outcome.fields);
        if (first) target.querySelector<HTMLElement>(`[name="${first.key}"]`)?.focus();
      }
    });
  };

  return (
    <Paper
      withBorder
      p="xl"
      component="form"
      ref={element}
      onSubmit={onSubmit}
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      style={props.style}
      data-enquiry-form={form}
      {...{
        [VALIDATION_MESSAGE_ATTR.required]: t("validation.required"),
        [VALIDATION_MESSAGE_ATTR.email]: t("validation.email"),
        [VALIDATION_MESSAGE_ATTR.pastDate]: t("validation.pastDate"),
      }}
    >
      {header}
      <FormFields keys={keys} fields={fields} errors={errors} onEdit={onEdit} />
      <Box aria-hidden="true" className="form-trap">
        <label>
          {t("forms.honeypot")}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </Box>
      {requiredNote && (
        <Text size="sm" mt="md">
          {t("forms.requiredNote")}
        </Text>
      )}
      {failure && (
        <Alert color="red" mt="md" title={t("forms.failure.title")} data-testid="form-failure">
          {failureText(failure)}
        </Alert>
      )}
      <Group justify={buttonAlign === "end" ? "flex-end" : "flex-start"} mt="lg">
        <Button type="submit" size="md" ref={button} disabled={sending}>
          {sending ? t("forms.sending") : submitLabel}
        </Button>
      </Group>
      <Text size="sm" mt={sent ? "sm" : 0} role="status">
        {sent ? t("forms.sent") : ""}
      </Text>
      <Text size="sm" c="dimmed" mt="md">
        {t("forms.consent")} <LocaleLink to={routeOf(PRIVACY_ROUTE).path}>{t("forms.privacyLink")}</LocaleLink>
      </Text>
    </Paper>
  );
}
