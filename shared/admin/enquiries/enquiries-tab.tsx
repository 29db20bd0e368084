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
import { FORM_LABELS, STATUS_LABELS } from "../../enquiries/labels";
import { ListSearch } from "../ui/list-search";
import { toastError, toastSuccess } from "../ui/notify";
import { csvFile, downloadFile } from "./csv";
import { EnquiryDetail, StatusBadge } from "./enquiry-detail";
import { formatDateTime } from "./enquiry-fields";
import { filterEnquiries, NO_FILTER, type InboxFilter } from "./inbox-filter";
import type { EnquiryInbox } from "./use-enquiry-inbox";

/** Props of EnquiriesTab. */
export interface EnquiriesTabProps {
  /** The dashboard's inbox (shared with the count card and the poll). */
  inbox: EnquiryInbox;
}

/** "1 enquiry" / "N enquiries". */
const enquiriesText = (n: number) => (n === 1 ? "1 enquiry" : `${n} enquiries`);

/** The Enquiries tab: filters, search, export, the list and the detail dialog. */
export function EnquiriesTab({ inbox }: EnquiriesTabProps) {
  const { rows, status, reload } = inbox;
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await reload();
    } catch (err) {
      console.error("Failed to fetch enquiries", err);
      toastError("Failed to fetch enquiries");
    } finally {
      setRefreshing(false);
    }
  }, [reload]);

  // Opening the tab fetches the list again (statuses and notes may have changed elsewhere).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const visible = useMemo(() => filterEnquiries(rows, filter), [rows, filter]);
  const open = openId ? rows.find((row) => row.id === openId) : undefined;

  const exportCsv = () => {
    try {
      downloadFile(csvFile(visible));
      toastSuccess(`Exported ${enquiriesText(visible.length)} to CSV`);
    } catch (err) {
      console.error("Failed to export enquiries", err);
      toastError("Failed to export enquiries");
    }
  };

  const filtered = filter.form !== "" || filter.status !== "" || filter.query.trim() !== "";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Form"
            value={filter.form}
            data={[
              { value: "", label: "All forms" },
              ...ENQUIRY_FORMS.map((f) => ({ value: f, label: FORM_LABELS[f] })),
            ]}
            onChange={(e) => {
              const form = e.currentTarget.value as EnquiryForm | "";
              setFilter((f) => ({ ...f, form }));
            }}
          />
          <NativeSelect
            label="Status"
            value={filter.status}
            data={[
              { value: "", label: "All statuses" },
              ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
            onChange={(e) => {
              const status = e.currentTarget.value as EnquiryStatus | "";
              setFilter((f) => ({ ...f, status }));
            }}
          />
          <ListSearch
            label="Search enquiries"
            query={filter.query}
            onQueryChange={(query) => setFilter((f) => ({ ...f, query }))}
            count={status === "ready" ? `${visible.length} of ${rows.length}` : ""}
          />
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={() => void refresh()} loading={refreshing}>
            Refresh
          </Button>
          <Button onClick={exportCsv} disabled={status !== "ready" || visible.length === 0}>
            Export CSV
          </Button>
        </Group>
      </Group>

      {status === "loading" ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading enquiries...</Text>
        </Group>
      ) : status === "error" ? (
        <Alert color="red" title="Failed to fetch enquiries" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The enquiries could not be loaded. Check the connection and try again.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refresh()} loading={refreshing}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No enquiries yet
        </Text>
      ) : visible.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filtered ? "No enquiries match the filters" : "No enquiries yet"}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover aria-label="Enquiries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Form</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
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
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.created_at)}</Table.Td>
                    <Table.Td>{FORM_LABELS[row.form] ?? row.form}</Table.Td>
                    <Table.Td>
                      <UnstyledButton
                        fw="inherit"
                        fz="inherit"
                        aria-label={`Open enquiry from ${row.name}`}
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
                        <Tooltip label={`Notification e-mail failed: ${row.notify_error}`} multiline w={280}>
                          <Badge color="orange" variant="light" data-testid="notify-failed">
                            E-mail failed
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

      {open && <EnquiryDetail key={open.id} enquiry={open} inbox={inbox} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
