import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddingFailedData, ApiError, DeviceAddedData, parseWire, routes, type BulkDevice, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePrivilegedMode } from '../../../binding/usePrivilegedMode';
import { checkBulkFile, parseBulkCsv, type BulkFileResult } from './bulkCsv';

type Step = 'file' | 'include' | 'finish';
type RowState = { state: 'waiting' | 'pairing' | 'added' } | { state: 'failed'; reason: string; final: boolean };

/** Each device that fails is tried again once by itself; then "Retry failed" is the person's. */
const AUTO_RETRIES = 1;

/**
 * Bulk add by file (spec 2 §2 "choose file, include, finish"; §4 "pairs the
 * listed devices, retries those not added, and finishes when all are
 * added"; §5 the file's rules). Progress is shown per device, from the
 * gateway's events matched by the device id.
 */
export function BulkAdd({ handle, onCancel }: { handle: GatewayHandle; onCancel: () => void }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const apiText = useApiErrorText();
  const serial = handle.gateway.serial;
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<BulkFileResult | null>(null);
  const [devices, setDevices] = useState<BulkDevice[]>([]);
  const [rows, setRows] = useState<ReadonlyMap<string, RowState>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const privilege = usePrivilegedMode(serial);
  const retries = useRef(new Map<string, number>());

  const setRow = (id: string, row: RowState) => setRows((now) => new Map(now).set(id, row));

  const send = useCallback(
    async (list: BulkDevice[]) => {
      setError(null);
      try {
        await privilege.acquire();
        for (const device of list) setRow(device.deviceId, { state: 'waiting' });
        const answer = await rest.wise.authorizeBulk({ gatewayId: serial, devices: list });
        for (const id of answer.accepted) setRow(id, { state: 'pairing' });
        for (const refused of answer.refused)
          setRow(refused.deviceId, { state: 'failed', reason: refused.errorCode === '705' ? t('PAIRING.BULK_DUPLICATE') : refused.message, final: true });
      } catch (caught) {
        setError(caught instanceof ApiError ? apiText(caught) : String(caught));
      }
    },
    [apiText, privilege, rest, serial, t],
  );

  const release = useCallback(async () => {
    await rest.wise.cancelPairing(serial).catch(() => undefined);
    await privilege.release();
  }, [privilege, rest, serial]);
  useEffect(() => () => void release(), [release]);

  // The gateway's events, matched to the file's devices by id.
  useEffect(() => {
    if (step !== 'include') return;
    const byId = new Map(devices.map((d) => [d.deviceId, d]));
    return handle.onEvent((event) => {
      if (event.name === 'device_added') {
        const read = parseWire(DeviceAddedData, event.data, 'data');
        if (read.ok && read.value.hardware_id && byId.has(read.value.hardware_id)) setRow(read.value.hardware_id, { state: 'added' });
      } else if (event.name === 'event_adding_device_failed') {
        const read = parseWire(AddingFailedData, event.data, 'data');
        const id = read.ok ? read.value.hardware_id : undefined;
        if (!read.ok || !id || !byId.has(id)) return;
        const tried = retries.current.get(id) ?? 0;
        const again = tried < AUTO_RETRIES && read.value.code !== 705;
        setRow(id, { state: 'failed', reason: `${read.value.message} (${read.value.code})`, final: !again });
        if (again) {
          retries.current.set(id, tried + 1);
          void send([byId.get(id)!]);
        }
      }
    });
  }, [devices, handle, send, step]);

  const all = devices.map((d) => ({ device: d, row: rows.get(d.deviceId) ?? { state: 'waiting' as const } }));
  const added = all.filter((r) => r.row.state === 'added').length;
  const failed = all.filter((r) => r.row.state === 'failed' && r.row.final);
  const done = step === 'include' && devices.length > 0 && added === devices.length;
  useEffect(() => {
    if (!done) return;
    void release();
    setStep('finish');
  }, [done, release]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const early = checkBulkFile(chosen);
    if (early) return setFile(early);
    try {
      setFile(parseBulkCsv(await chosen.text()));
    } catch {
      setFile({ ok: false, problem: 'invalid', reason: 'type' });
    }
  }

  const fileProblem = (() => {
    if (!file || file.ok) return null;
    if (file.problem === 'empty') return t('PAIRING.CSV_EMPTY_OR_NOT_FORMATTED_CORRECTLY');
    const why = t(`PAIRING.CSV_REASON_${file.reason.toUpperCase()}`, { detail: file.detail ?? '' });
    return file.line ? t('PAIRING.CSV_INVALID_LINE', { line: file.line, why }) : t('PAIRING.CSV_INVALID', { why });
  })();

  return (
    <section className="hp-page hp-add" aria-labelledby="bulk-heading">
      <h1 id="bulk-heading">{t('PAIRING.BULK_TITLE')}</h1>
      <Tabs.Root value={step} activationMode="manual">
        <Tabs.List className="hp-tabs" aria-label={t('PAIRING.BULK_STEPS')}>
          {(['file', 'include', 'finish'] as const).map((s) => (
            <Tabs.Trigger key={s} value={s} className="hp-tabs__tab" disabled={s !== step}>
              {t(`PAIRING.BULK_TAB_${s.toUpperCase()}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="file" className="hp-tabs__panel">
          <div className="hp-card hp-add__include">
            <p>{t('PAIRING.BULK_INTRO')}</p>
            <label className="hp-add__file">
              <span>{t('PAIRING.BULK_FILE')}</span>
              <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} aria-describedby="bulk-file-hint" />
            </label>
            <p id="bulk-file-hint" className="hp-muted">
              {t('PAIRING.BULK_FILE_HINT')}
            </p>
            {fileProblem && (
              <p role="alert" className="hp-field__error">
                {fileProblem}
              </p>
            )}
            {file?.ok && <p role="status">{t('PAIRING.BULK_READY', { count: file.devices.length })}</p>}
            <div className="hp-dialog__actions">
              <button type="button" className="hp-button hp-button--ghost" onClick={onCancel}>
                {t('PAIRING.BACK')}
              </button>
              <button
                type="button"
                className="hp-button hp-button--primary"
                disabled={!file?.ok}
                onClick={() => {
                  if (!file?.ok) return;
                  setDevices(file.devices);
                  setRows(new Map());
                  retries.current.clear();
                  setStep('include');
                  void send(file.devices);
                }}
              >
                {t('PAIRING.BULK_START')}
              </button>
            </div>
          </div>
        </Tabs.Content>
        <Tabs.Content value="include" className="hp-tabs__panel">
          <div className="hp-card">
            <p role="status">{t('PAIRING.BULK_PROGRESS', { added, total: devices.length })}</p>
            <progress max={devices.length} value={added} aria-label={t('PAIRING.BULK_PROGRESS', { added, total: devices.length })} />
            {error && (
              <p role="alert" className="hp-field__error">
                {error}
              </p>
            )}
            <table className="hp-table hp-add__bulk-table">
              <caption className="hp-visually-hidden">{t('PAIRING.BULK_TITLE')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('PAIRING.DEVICE_ID')}</th>
                  <th scope="col">{t('PAIRING.NAME')}</th>
                  <th scope="col">{t('PAIRING.BULK_STATE')}</th>
                </tr>
              </thead>
              <tbody>
                {all.map(({ device, row }) => (
                  <tr key={device.deviceId}>
                    <td className="hp-mono">{device.deviceId}</td>
                    <td>{device.deviceName}</td>
                    <td>{row.state === 'failed' ? t('PAIRING.BULK_STATE_FAILED', { reason: row.reason }) : t(`PAIRING.BULK_STATE_${row.state.toUpperCase()}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="hp-dialog__actions">
              <button
                type="button"
                className="hp-button hp-button--ghost"
                onClick={() => {
                  void release();
                  onCancel();
                }}
              >
                {t('PAIRING.CANCEL')}
              </button>
              {failed.length > 0 && (
                <button type="button" className="hp-button hp-button--primary" onClick={() => void send(failed.map((r) => r.device))}>
                  {t('PAIRING.BULK_RETRY', { count: failed.length })}
                </button>
              )}
            </div>
          </div>
        </Tabs.Content>
        <Tabs.Content value="finish" className="hp-tabs__panel">
          <div className="hp-card">
            <p className="hp-add__status" role="status">
              {t('PAIRING.BULK_DONE', { count: devices.length })}
            </p>
            <div className="hp-dialog__actions">
              <Link to={routes.home_setup} className="hp-button">
                {t('PAIRING.BULK_TO_HOME')}
              </Link>
              <Link to={routes.quick_controls} className="hp-button hp-button--primary">
                {t('PAIRING.BULK_TO_DEVICES')}
              </Link>
            </div>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
