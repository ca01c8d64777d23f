import { Button, Group, Loader, Modal, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { SheetRequest, SheetsPdf } from '../../../src-shared/ipc/channels/sheets';
import { useApi } from '../../api/ApiProvider';
import { newPrintJob, pdfBlobUrl, rememberedPaper, rememberPaper, savePdfWithDialog, usePrintProgress, type Paper } from './printing';

const PAPERS = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
];

/** What the main process has laid out so far of a long print, under a spinner. */
function PrintProgressBar({ progress }: { progress: { done: number; total: number } | null }) {
  if (!progress || progress.total <= 1) return null;
  return (
    <Stack gap={4} w={260} data-testid="pdf-progress">
      <Progress value={(100 * progress.done) / progress.total} size="sm" aria-label="Sheets laid out" />
      <Text size="xs" c="dimmed" ta="center">
        {progress.done} of {progress.total} sheets
      </Text>
    </Stack>
  );
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/**
 * The browser: the PDF itself, shown by the browser's own viewer in a frame, printed with the browser's print dialog
 * or downloaded. Made by the main process exactly as `league print` makes it.
 */
function BrowserPreview({ request, paper }: { request: SheetRequest; paper: Paper }) {
  const api = useApi();
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<{ pdf: SheetsPdf; url: string } | { error: string } | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const progress = usePrintProgress(api, job);
  // By value: a parent may build the request afresh on every render.
  const key = JSON.stringify(request);
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    setState(null);
    const token = newPrintJob();
    setJob(token);
    void api.call('sheets.pdf', { sheets: JSON.parse(key) as SheetRequest, paper, job: token }).then((r) => {
      if (!live) return;
      setJob(null);
      if (!r.ok) return setState({ error: r.error.message });
      url = pdfBlobUrl(r.value.base64);
      setState({ pdf: r.value, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, key, paper]);

  if (state === null) {
    return (
      <Stack gap="xs" h={120} align="center" justify="center" data-testid="pdf-rendering">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Making the PDF…
          </Text>
        </Group>
        <PrintProgressBar progress={progress} />
      </Stack>
    );
  }
  if ('error' in state) {
    return (
      <Text c="red" role="alert">
        {state.error}
      </Text>
    );
  }
  const { pdf, url } = state;
  return (
    <Stack gap="sm">
      <iframe
        ref={frame}
        title="PDF preview"
        src={url}
        style={{ width: '100%', height: 'min(70vh, 900px)', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      />
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="pdf-summary">
          {pdf.sheets} sheet{pdf.sheets === 1 ? '' : 's'} · {sizeText(pdf.bytes)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button component="a" href={url} target="_blank" rel="noopener" variant="default" leftSection={<IconExternalLink size={16} />}>
            Open in a new tab
          </Button>
          <Button component="a" href={url} download={pdf.fileName} variant="default" leftSection={<IconDownload size={16} />}>
            Download PDF
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => frame.current?.contentWindow?.print()} data-autofocus>
            Print…
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The desktop window: the system print dialog and a native save dialog, both from the main process. */
function DesktopActions({ request, paper, title }: { request: SheetRequest; paper: Paper; title: string }) {
  const api = useApi();
  const [busy, setBusy] = useState<'print' | 'save' | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const progress = usePrintProgress(api, job);
  const print = async () => {
    setBusy('print');
    const token = newPrintJob();
    setJob(token);
    const r = await api.call('sheets.print', { sheets: request, paper, job: token });
    setJob(null);
    setBusy(null);
    if (!r.ok) notifications.show({ title: 'Not printed', message: r.error.message, color: 'red' });
  };
  const save = async () => {
    setBusy('save');
    const message = await savePdfWithDialog(api, request, paper, `${title}.pdf`);
    setBusy(null);
    if (message) notifications.show(message);
  };
  return (
    <Group justify="flex-end" gap="xs">
      {busy === 'print' ? <PrintProgressBar progress={progress} /> : null}
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy === 'save'} disabled={busy !== null} onClick={save}>
        Save PDF…
      </Button>
      <Button leftSection={<IconPrinter size={16} />} loading={busy === 'print'} disabled={busy !== null} onClick={print} data-autofocus>
        Print…
      </Button>
    </Group>
  );
}

/**
 * Print car and driver sheets: pick the paper, then print or save the PDF. Both shells print the same PDF as
 * `league print` — the browser from a preview in its own viewer, the desktop window through the system dialog.
 */
/** `label`: the dialog's title, as the PDF is titled ("Car sheet — Widowmaker"); it is also the name a save proposes. */
export function SheetsPrintDialog({ request, label, onClose }: { request: SheetRequest | null; label: string; onClose: () => void }) {
  const api = useApi();
  const [paper, setPaper] = useState<Paper>(rememberedPaper);
  return (
    <Modal opened={request !== null} onClose={onClose} title={label} size={api.kind === 'browser' ? 'min(1100px, 92vw)' : 'md'} centered>
      {request && (
        <Stack gap="sm">
          <Group justify="space-between">
            <SegmentedControl
              aria-label="Paper"
              size="xs"
              data={PAPERS}
              value={paper}
              onChange={(v) => {
                rememberPaper(v as Paper);
                setPaper(v as Paper);
              }}
            />
            <Text size="xs" c="dimmed">
              Grayscale-friendly; the same PDF as <code>league print</code>.
            </Text>
          </Group>
          {api.kind === 'browser' ? <BrowserPreview request={request} paper={paper} /> : <DesktopActions request={request} paper={paper} title={label} />}
        </Stack>
      )}
    </Modal>
  );
}
