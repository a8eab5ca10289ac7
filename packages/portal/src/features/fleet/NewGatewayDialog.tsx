import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes, type GeneratedIds } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { sessionAtom } from '../../state/atoms';
import { queryKeys } from '../../state/queryKeys';
import { fleetKeys } from './fleetKeys';
import './fleet.css';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

export interface NewGatewayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button that opened it; it gets the focus back on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/**
 * The header's new-gateway dialog for admins (spec 3 §2 "Header"): with
 * VIRTUAL_GTW the extended one creates a virtual gateway (a generated
 * serial and secure id, a hardware and a firmware model from GET
 * /udm/hardware/list); without it the normal one says creation is off
 * (VIRTUALGV_CREATION_SETTINGS) and leads to the add-gateway page.
 * Success says VIRTUAL_GATEWAY_CREATED; a failure says
 * ERROR_CREATING_VIRTUAL_GATEWAY and closes (spec 3 §8).
 */
export function NewGatewayDialog({ open, onOpenChange, returnFocus }: NewGatewayDialogProps) {
  const { t } = useTranslation();
  const { config } = useServices();
  const virtual = config.flags.VIRTUAL_GTW;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content
          className="hp-dialog hp-fleet-dialog"
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <Dialog.Title>{t('FLEET.NEW_GATEWAY.TITLE')}</Dialog.Title>
          <Dialog.Description className="hp-muted">{virtual ? t('FLEET.NEW_GATEWAY.DESCRIPTION_VIRTUAL') : t('FLEET.NEW_GATEWAY.DESCRIPTION_NORMAL')}</Dialog.Description>
          {virtual ? (
            <VirtualGatewayForm onDone={() => onOpenChange(false)} />
          ) : (
            <>
              <p role="status">{t('FLEET.VIRTUALGV_CREATION_SETTINGS')}</p>
              <p className="hp-muted">{t('FLEET.NEW_GATEWAY.NORMAL_HINT')}</p>
              <div className="hp-dialog__actions">
                <Dialog.Close className="hp-button hp-button--ghost">{t('APP.CLOSE')}</Dialog.Close>
                <Link className="hp-button hp-button--primary" to={routes.new_gateway} onClick={() => onOpenChange(false)}>
                  {t('FLEET.NEW_GATEWAY.GO_NORMAL')}
                </Link>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function VirtualGatewayForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const session = useAtomValue(sessionAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<GeneratedIds | null>(null);
  const [hardware, setHardware] = useState('');
  const [firmware, setFirmware] = useState('');
  const [problems, setProblems] = useState<{ ids?: string; hardware?: string; firmware?: string }>({});

  const models = useQuery({
    queryKey: fleetKeys.hardware(),
    queryFn: async () => (await rest.fleet.hardwareList()).filter((model) => model.virtual),
  });
  const generate = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => rest.fleet.generateSnAndSid(), onSuccess: setIds });
  const create = useMutation({
    // Its onError shows the failure itself: in the form, or in words of its own.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (chosen: GeneratedIds) =>
      rest.fleet.createVirtual({
        hardwareModel: hardware,
        firmwareModel: firmware,
        creatorId: session?.userId ?? '',
        serialNumber: chosen.serialNumber,
        secureId: chosen.secureId,
      }),
    onSuccess: async (answer) => {
      toast(`${t('FLEET.VIRTUAL_GATEWAY_CREATED')} ${t('FLEET.NEW_GATEWAY.CREATED_DETAIL', { serial: answer.newlyGenerated.serialNumber })}`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.gateways({}).slice(0, 1) });
      onDone();
    },
    onError: () => {
      toast(t('FLEET.ERROR_CREATING_VIRTUAL_GATEWAY'), 'error');
      onDone();
    },
  });

  const firmwares = models.data?.find((model) => model.hardwareModel === hardware)?.firmwareModels ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ids: ids ? undefined : t('FLEET.NEW_GATEWAY.NOT_GENERATED'),
      hardware: hardware ? undefined : t('FLEET.NEW_GATEWAY.PICK_HARDWARE'),
      firmware: firmware ? undefined : t('FLEET.NEW_GATEWAY.PICK_FIRMWARE'),
    };
    setProblems(found);
    if (ids && hardware && firmware) create.mutate(ids);
  }

  return (
    <form onSubmit={submit} noValidate>
      <dl className="hp-fleet-ids" aria-live="polite">
        <div>
          <dt className="hp-muted">{t('FLEET.NEW_GATEWAY.SERIAL')}</dt>
          <dd>{ids?.serialNumber ?? '—'}</dd>
        </div>
        <div>
          <dt className="hp-muted">{t('FLEET.NEW_GATEWAY.SECURE_ID')}</dt>
          <dd>{ids?.secureId ?? '—'}</dd>
        </div>
      </dl>
      <button type="button" className="hp-button" onClick={() => generate.mutate()} disabled={generate.isPending} aria-busy={generate.isPending}>
        {generate.isPending ? t('FLEET.NEW_GATEWAY.GENERATING') : ids ? t('FLEET.NEW_GATEWAY.GENERATE_AGAIN') : t('FLEET.NEW_GATEWAY.GENERATE')}
      </button>
      <FormAlert text={generate.isError ? t('FLEET.NEW_GATEWAY.GENERATE_FAILED') : (problems.ids ?? null)} />
      {models.isPending && <p className="hp-muted">{t('FLEET.NEW_GATEWAY.MODELS_LOADING')}</p>}
      <FormAlert text={models.isError ? t('FLEET.NEW_GATEWAY.MODELS_FAILED') : null} />
      <Field label={t('FLEET.NEW_GATEWAY.HARDWARE')} error={problems.hardware}>
        {(control) => (
          <select
            {...control}
            value={hardware}
            onChange={(event) => {
              setHardware(event.target.value);
              setFirmware('');
            }}
          >
            <option value="">{t('FLEET.NEW_GATEWAY.PICK')}</option>
            {models.data?.map((model) => (
              <option key={model.hardwareModel} value={model.hardwareModel}>
                {model.hardwareModel}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('FLEET.NEW_GATEWAY.FIRMWARE')} error={problems.firmware}>
        {(control) => (
          <select {...control} value={firmware} onChange={(event) => setFirmware(event.target.value)} disabled={!hardware}>
            <option value="">{t('FLEET.NEW_GATEWAY.PICK')}</option>
            {firmwares.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="hp-dialog__actions">
        <Dialog.Close className="hp-button hp-button--ghost" disabled={create.isPending}>
          {t('APP.CANCEL')}
        </Dialog.Close>
        <SubmitButton busy={create.isPending} busyLabel={t('FLEET.NEW_GATEWAY.CREATING')}>
          {t('FLEET.NEW_GATEWAY.CREATE')}
        </SubmitButton>
      </div>
    </form>
  );
}
