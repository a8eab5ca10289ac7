import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BULK_IMPORT_MAX_BYTES, BulkErrorCode, type BulkImportResult } from '@homeport/sdk';
import { FileUpload } from '@homeport/widgets';
import { useServices } from '../../services/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { FormDialog, FormDialogActions } from '../../components/ui/form/FormDialog';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { sessionAtom } from '../../state/atoms';
import { bulkKeys } from './bulkKeys';
import { uploadLocations } from './uploadLocations';

const CSV_ONLY = ['.csv'] as const;

type Phase = { step: 'choose' } | { step: 'uploading'; percent: number } | { step: 'done'; result: BulkImportResult };

/** The rows an import refusal names (docs/contracts.md: one entry per row at fault, `field` the file, message `line N: …`). */
function refusedRows(caught: unknown): Array<{ file: string; message: string }> {
  if (!(caught instanceof ApiError) || caught.errorCode !== BulkErrorCode.importInvalid) return [];
  return caught.entries.map((entry) => ({ file: entry.field ?? '', message: entry.message }));
}

/**
 * The import-locations dialog (spec 3 §2, §7 POST /location/importDet): the
 * centres and gateways CSV files, sent together with upload progress; the
 * result counts, or the rows at fault (nothing was changed then).
 */
export function ImportLocationsDialog() {
  const { t } = useTranslation();
  const { apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const queryClient = useQueryClient();
  const errorText = useApiErrorText({ serverWords: true });
  const [open, setOpen] = useState(false);
  const [centres, setCentres] = useState<File | null>(null);
  const [gateways, setGateways] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [error, setError] = useState<{ text: string; rows: ReturnType<typeof refusedRows> } | null>(null);
  const busy = phase.step === 'uploading';

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setCentres(null);
      setGateways(null);
      setPhase({ step: 'choose' });
      setError(null);
    }
    setOpen(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!centres || !gateways) return setError({ text: t('BULK.IMPORT_BOTH'), rows: [] });
    setError(null);
    setPhase({ step: 'uploading', percent: 0 });
    try {
      const result = await uploadLocations({
        apiBase,
        sessionId: session?.sessionId ?? null,
        centres,
        gateways,
        onProgress: (percent) => setPhase({ step: 'uploading', percent }),
      });
      setPhase({ step: 'done', result });
      void queryClient.invalidateQueries({ queryKey: bulkKeys.locations() });
    } catch (caught) {
      setPhase({ step: 'choose' });
      const rows = refusedRows(caught);
      setError({ text: rows.length > 0 ? t('BULK.IMPORT_FAILED') : `${t('BULK.IMPORT_FAILED')} ${errorText(caught)}`, rows });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <button type="button" className="hp-button hp-button--ghost">
          {t('BULK.IMPORT')}
        </button>
      }
      title={t('BULK.IMPORT_TITLE')}
      description={t('BULK.IMPORT_DESCRIPTION')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="bulk-import">
        <div className="bulk-import__file">
          {/* The widget names its control by the label; this shows which file goes where. */}
          <span className="bulk-import__name" aria-hidden="true">
            {t('BULK.IMPORT_CENTRES')}
          </span>
          <FileUpload label={t('BULK.IMPORT_CENTRES')} accept={CSV_ONLY} maxBytes={BULK_IMPORT_MAX_BYTES} disabled={busy} onFile={setCentres} />
        </div>
        <div className="bulk-import__file">
          {/* The widget names its control by the label; this shows which file goes where. */}
          <span className="bulk-import__name" aria-hidden="true">
            {t('BULK.IMPORT_GATEWAYS')}
          </span>
          <FileUpload label={t('BULK.IMPORT_GATEWAYS')} accept={CSV_ONLY} maxBytes={BULK_IMPORT_MAX_BYTES} disabled={busy} onFile={setGateways} />
        </div>
        {phase.step === 'uploading' && <progress className="hp-progress" aria-label={t('BULK.IMPORT_PROGRESS')} max={100} value={phase.percent} />}
        {phase.step === 'done' && (
          <p role="status" className="bulk-import__done">
            {t('BULK.IMPORT_DONE', { added: phase.result.centres.added, updated: phase.result.centres.updated, gateways: phase.result.gateways.updated })}
          </p>
        )}
        <FormAlert text={error?.text ?? null} />
        {error && error.rows.length > 0 && (
          <ul className="bulk-import__rows">
            {error.rows.slice(0, 20).map((row, i) => (
              <li key={i}>{t('BULK.IMPORT_ROW', { file: row.file, message: row.message })}</li>
            ))}
          </ul>
        )}
        <FormDialogActions busy={busy} closeLabel={phase.step === 'done' ? t('APP.CLOSE') : undefined}>
          <SubmitButton busy={busy} busyLabel={t('BULK.IMPORT_BUSY')}>
            {t('BULK.IMPORT_SUBMIT')}
          </SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
