/**
 * The dashboard's Enquiries tab (issue #9 item 4): every stored enquiry,
 * newest first, new ones highlighted; filter by form and status, search,
 * open one in a dialog (enquiry-detail.tsx), and "Export CSV" of exactly the
 * rows shown (csv.ts). Loading, empty and error states as the other tabs
 * (spec §2 Admin dashboard, §8 Admin content: 'Failed to fetch enquiries').
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ENQUIRY_FORMS, ENQUIRY_STATUSES, type EnquiryForm, type EnquiryStatus } from "../../enquiries/forms";
import { useAdminI18n } from "../i18n";
import { ListSearch } from "../ui/list-search";
import { toastError, toastSuccess } from "../ui/notify";
import { WHOLE_BADGE } from "../ui/whole-badge";
import { csvFile, downloadFile } from "./csv";
import { EnquiryDetail, StatusBadge } from "./enquiry-detail";
import { formatDateTime } from "../forms/format";
import { filterEnquiries, NO_FILTER, type InboxFilter } from "./inbox-filter";
import type { EnquiryInbox } from "./use-enquiry-inbox";

/** Props of EnquiriesTab. */
export interface EnquiriesTabProps {
  /** The dashboard's inbox (shared with the count card and the poll); changes made here go through mutations. */
  inbox: EnquiryInbox;
}

/** The Enquiries tab: filters, search, export, the list and the detail dialog. */
export function EnquiriesTab({ inbox }: EnquiriesTabProps) {
  const { rows, status, reload } = inbox;
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const { t, locale } = useAdminI18n();

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await reload();
    } catch (err) {
      console.error("Failed to fetch enquiries", err);
      toastError(t("toast.enquiriesFetchFailed"));
    } finally {
      setRefreshing(false);
    }
  }, [reload, t]);

  // Opening the tab fetches the list again (statuses and notes may have changed elsewhere).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const visible = useMemo(() => filterEnquiries(rows, filter), [rows, filter]);
  const open = openId ? rows.find((row) => row.id === openId) : undefined;

  const exportCsv = () => {
    try {
      downloadFile(csvFile(visible));
      toastSuccess(t("toast.exported", { count: visible.length }));
    } catch (err) {
      console.error("Failed to export enquiries", err);
      toastError(t("toast.exportFailed"));
    }
  };

  const filtered = filter.form !== "" || filter.status !== "" || filter.query.trim() !== "";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t("enquiries.form")}
            value={filter.form}
            data={[
              { value: "", label: t("enquiries.allForms") },
              ...ENQUIRY_FORMS.map((f) => ({ value: f, label: t(`enquiryForms.${f}`) })),
            ]}
            onChange={(e) => {
              const form = e.currentTarget.value as EnquiryForm | "";
              setFilter((f) => ({ ...f, form }));
            }}
          />
          <NativeSelect
            label={t("enquiries.status")}
            value={filter.status}
            data={[
              { value: "", label: t("enquiries.allStatuses") },
              ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`enquiryStatuses.${s}`) })),
            ]}
            onChange={(e) => {
              const status = e.currentTarget.value as EnquiryStatus | "";
              setFilter((f) => ({ ...f, status }));
            }}
          />
          <ListSearch
            label={t("enquiries.search")}
            query={filter.query}
            onQueryChange={(query) => setFilter((f) => ({ ...f, query }))}
            count={status === "ready" ? t("list.count", { visible: visible.length, total: rows.length }) : ""}
          />
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => void refresh()} loading={refreshing}>
            {t("enquiries.refresh")}
          </Button>
          <Button onClick={exportCsv} disabled={status !== "ready" || visible.length === 0}>
            {t("enquiries.export")}
          </Button>
        </Group>
      </Group>

      {status === "loading" ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t("enquiries.loading")}</Text>
        </Group>
      ) : status === "error" ? (
        <Alert color="red" title={t("toast.enquiriesFetchFailed")} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("enquiries.loadFailed")}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refresh()} loading={refreshing}>
              {t("enquiries.tryAgain")}
            </Button>
          </Stack>
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("enquiries.empty")}
        </Text>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filtered ? t("enquiries.noMatch") : t("enquiries.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover aria-label={t("enquiries.table")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("enquiries.received")}</Table.Th>
                <Table.Th>{t("enquiries.form")}</Table.Th>
                <Table.Th>{t("enquiries.name")}</Table.Th>
                <Table.Th>{t("enquiries.company")}</Table.Th>
                <Table.Th>{t("enquiries.email")}</Table.Th>
                <Table.Th>{t("enquiries.status")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("enquiries.actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((row) => {
                const isNew = row.status === "new";
                return (
                  <Table.Tr
                    key={row.id}
                    data-testid="enquiry-row"
                    data-id={row.id}
                    data-new={isNew ? "true" : undefined}
                    bg={isNew ? "var(--mantine-color-blue-light)" : undefined}
                    fw={isNew ? 600 : undefined}
                    style={{ cursor: "pointer" }}
                    onClick={() => setOpenId(row.id)}
                  >
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.created_at, locale)}</Table.Td>
                    <Table.Td>{t(`enquiryForms.${row.form}`, { defaultValue: row.form })}</Table.Td>
                    <Table.Td>
                      <UnstyledButton
                        fw="inherit"
                        fz="inherit"
                        aria-label={t("enquiries.open", { name: row.name })}
                        onClick={(e) => {
                          e.stopPropagation();
                          setOpenId(row.id);
                        }}
                      >
                        {row.name}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{row.company ?? ""}</Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{row.email}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      {row.notify_error && (
                        <Tooltip label={t("enquiries.notifyFailedTip", { error: row.notify_error })} multiline w={280}>
                          <Badge color="orange" variant="light" data-testid="notify-failed" style={WHOLE_BADGE}>
                            {t("enquiries.notifyFailedBadge")}
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {open && <EnquiryDetail key={open.id} enquiry={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
