import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CROSS_REPLACE_MODELS, LATEST_RESTORE_POINT, candidatesFor, listedBackups, routePath, type AdminGatewayRow, type ReplacementKind } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { OtpDialog } from '../../components/dialogs/OtpDialog';
import { FormAlert } from '../../components/FormAlert';
import { LoadingState } from '../../components/states';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { otpAuthorizationAtom, sessionAtom } from '../../state/atoms';
import { fleetKeys } from './fleetKeys';
import { useFleetErrorText } from './useFleetErrorText';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

const STEPS = ['STEP_NEW', 'STEP_RESTORE', 'STEP_CONFIRM'] as const;

/**
 * The replacement wizard (spec 3 §4 "Replacement"): pick the new gateway
 * (only online, unassigned gateways of a compatible model: sdk
 * candidatesFor), pick a restore point (the failed gateway's backups, or
 * its home as the cloud last saw it), optionally an automatic factory
 * reset, an OTP authorization when SECURE_IMPORTANT_ROUTES_WITH_OTP is on,
 * start, then the operation's details page. A failure says REPLACE_GTW_ERROR.
 */
export function ReplacementWizard({ failed, kind, onBack, onBusy }: { failed: AdminGatewayRow; kind: ReplacementKind; onBack: () => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const session = useAtomValue(sessionAtom);
  const [authorization, setAuthorization] = useAtom(otpAuthorizationAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useFleetErrorText();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [newSerial, setNewSerial] = useState<string | null>(null);
  const [restorePoint, setRestorePoint] = useState<string>(LATEST_RESTORE_POINT);
  const [factoryReset, setFactoryReset] = useState(false);
  const [askOtp, setAskOtp] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();

  const models = CROSS_REPLACE_MODELS[failed.model.toUpperCase()] ?? [failed.model];
  const candidates = useQuery({
    queryKey: fleetKeys.candidates(failed.serialNumber),
    queryFn: async () => candidatesFor(failed, (await rest.fleet.fetchGtwWithoutUser({ models: [...models] })).data),
  });
  const backups = useQuery({
    queryKey: fleetKeys.restorePoints(failed.serialNumber),
    queryFn: async () => listedBackups(await rest.backups.list(failed.serialNumber, failed.userId ?? session?.userId ?? '')),
    enabled: step >= 1,
  });

  const start = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () =>
      rest.fleet.replace.create({
        failedGtwSN: failed.serialNumber,
        newGtwSN: newSerial ?? '',
        restorePoint,
        userId: session?.userId ?? '',
        automaticFactoryReset: factoryReset,
        kind,
      }),
    onSuccess: (answer) => navigate(routePath('operation_details', { operationId: answer.operation._id })),
    onError: (caught) => {
      toast(t('FLEET.REPLACE_GTW_ERROR'), 'error');
      setProblem(errorText(caught));
    },
  });
  useEffect(() => onBusy(start.isPending), [start.isPending, onBusy]);

  const authorized = !!session && authorization?.sessionId === session.sessionId && authorization.until > Date.now();
  const needsOtp = config.flags.SECURE_IMPORTANT_ROUTES_WITH_OTP && !authorized;

  function next(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (step === 0 && !newSerial) return setProblem(t('FLEET.WIZARD.PICK_FIRST'));
    if (step < STEPS.length - 1) return setStep(step + 1);
    if (needsOtp) return setAskOtp(true);
    start.mutate();
  }

  const candidate = candidates.data?.find((gateway) => gateway.serialNumber === newSerial);
  const backup = backups.data?.find((entry) => entry._id === restorePoint);
  const pointText = backup ? t('FLEET.WIZARD.RESTORE_BACKUP', { name: backup.snapshotName, date: new Date(backup.createdAt).toLocaleString() }) : t('FLEET.WIZARD.RESTORE_LATEST');

  return (
    <>
      <form onSubmit={next} noValidate>
        <Dialog.Title>{t(kind === 'replace' ? 'FLEET.WIZARD.TITLE_REPLACE' : 'FLEET.WIZARD.TITLE_REPAIR', { serial: failed.serialNumber })}</Dialog.Title>
        <Dialog.Description className="hp-muted">{t('FLEET.WIZARD.DESCRIPTION')}</Dialog.Description>
        <ol className="hp-steps" aria-label={t('FLEET.WIZARD.STEP', { step: step + 1, count: STEPS.length, name: t(`FLEET.WIZARD.${STEPS[step]}`) })}>
          {STEPS.map((name, index) => (
            <li
              key={name}
              className={`hp-steps__item${index === step ? ' hp-steps__item--active' : index < step ? ' hp-steps__item--done' : ''}`}
              aria-current={index === step ? 'step' : undefined}
            >
              {index + 1}. {t(`FLEET.WIZARD.${name}`)}
            </li>
          ))}
        </ol>

        {step === 0 &&
          (candidates.isPending ? (
            <LoadingState what={t('FLEET.WIZARD.CANDIDATES_LOADING')} onRetry={() => void candidates.refetch()} />
          ) : candidates.isError ? (
            <FormAlert text={t('FLEET.WIZARD.CANDIDATES_FAILED')} />
          ) : candidates.data.length === 0 ? (
            <p role="status">{t('FLEET.WIZARD.NO_CANDIDATES')}</p>
          ) : (
            <fieldset className="hp-fleet-radios" aria-describedby={`${ids}-hint`}>
              <legend>{t('FLEET.WIZARD.CANDIDATES')}</legend>
              <p id={`${ids}-hint`} className="hp-field__hint">
                {t('FLEET.WIZARD.CANDIDATES_HINT')}
              </p>
              {candidates.data.map((gateway) => (
                <label key={gateway.serialNumber} className="hp-radio-row">
                  <input
                    type="radio"
                    name="newGateway"
                    value={gateway.serialNumber}
                    checked={newSerial === gateway.serialNumber}
                    onChange={() => setNewSerial(gateway.serialNumber)}
                  />
                  <span className="hp-mono">{t('FLEET.WIZARD.CANDIDATE', { serial: gateway.serialNumber, model: gateway.model })}</span>
                </label>
              ))}
            </fieldset>
          ))}

        {step === 1 && (
          <>
            <fieldset className="hp-fleet-radios">
              <legend>{t('FLEET.WIZARD.RESTORE_POINT')}</legend>
              <label className="hp-radio-row">
                <input
                  type="radio"
                  name="restorePoint"
                  value={LATEST_RESTORE_POINT}
                  checked={restorePoint === LATEST_RESTORE_POINT}
                  onChange={() => setRestorePoint(LATEST_RESTORE_POINT)}
                />
                <span>{t('FLEET.WIZARD.RESTORE_LATEST')}</span>
              </label>
              {backups.data?.map((entry) => (
                <label key={entry._id} className="hp-radio-row">
                  <input type="radio" name="restorePoint" value={entry._id} checked={restorePoint === entry._id} onChange={() => setRestorePoint(entry._id)} />
                  <span>{t('FLEET.WIZARD.RESTORE_BACKUP', { name: entry.snapshotName, date: new Date(entry.createdAt).toLocaleString() })}</span>
                </label>
              ))}
            </fieldset>
            {backups.isPending && <p className="hp-muted">{t('FLEET.WIZARD.BACKUPS_LOADING')}</p>}
            {backups.isError && <p className="hp-muted">{t('FLEET.WIZARD.BACKUPS_FAILED')}</p>}
            <label className="hp-check">
              <input type="checkbox" checked={factoryReset} onChange={(event) => setFactoryReset(event.target.checked)} />
              <span>{t('FLEET.WIZARD.FACTORY_RESET')}</span>
            </label>
          </>
        )}

        {step === 2 && <p>{t('FLEET.WIZARD.SUMMARY', { failed: failed.serialNumber, next: candidate?.serialNumber ?? newSerial ?? '', point: pointText })}</p>}

        <FormAlert text={problem} />
        <div className="hp-dialog__actions">
          <button type="button" className="hp-button hp-button--ghost" disabled={start.isPending} onClick={() => (step === 0 ? onBack() : setStep(step - 1))}>
            {t('FLEET.WIZARD.BACK')}
          </button>
          <SubmitButton busy={start.isPending} busyLabel={t('FLEET.WIZARD.STARTING')} disabled={step === 0 && !candidates.data?.length}>
            {step === STEPS.length - 1 ? t('FLEET.WIZARD.START') : t('FLEET.WIZARD.NEXT')}
          </SubmitButton>
        </div>
      </form>
      {/* Outside the form: a submit inside the OTP dialog must not bubble (through React's tree) into the wizard's. */}
      <OtpDialog
        open={askOtp}
        onAuthorized={(seconds) => {
          if (session) setAuthorization({ sessionId: session.sessionId, until: Date.now() + seconds * 1000 });
          setAskOtp(false);
          start.mutate();
        }}
        onCancel={() => setAskOtp(false)}
      />
    </>
  );
}
