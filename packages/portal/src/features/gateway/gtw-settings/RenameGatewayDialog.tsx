import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GATEWAY_NAME_MAX, gatewayNameProblem, type Gateway, type GatewayNameProblem } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { Field } from '../../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../../components/ui/form/FormDialog';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

interface RenameGatewayDialogProps {
  gateway: Pick<Gateway, 'serialNumber' | 'name'>;
  /** The Rename button is disabled (another action is running). */
  disabled?: boolean;
  /** Called with the gateway as the server answers it after the rename. */
  onRenamed: (gateway: Gateway) => void;
}

const PROBLEM_KEYS: Record<GatewayNameProblem, string> = {
  empty: 'GATEWAY_OWNER.NAME_EMPTY',
  tooLong: 'GATEWAY_OWNER.NAME_TOO_LONG',
  controlCharacter: 'GATEWAY_OWNER.NAME_CONTROL',
};

/**
 * The owner's rename dialog (spec 1 §7.3 PUT /udm/device/{sn}/rename): a
 * labelled name field checked by the server's own rule (`gatewayNameProblem`)
 * before sending; a refusal shows its translated error; Escape or Cancel closes.
 * The Rename button is the dialog's Trigger, so Radix gives it the focus back.
 */
export function RenameGatewayDialog({ gateway, disabled = false, onRenamed }: RenameGatewayDialogProps) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(gateway.name);
  const [invalid, setInvalid] = useState<string | null>(null);
  const rename = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (next: string) => rest.gateways.rename(gateway.serialNumber, next),
    onSuccess: (renamed) => {
      setOpen(false);
      onRenamed(renamed);
    },
  });
  const busy = rename.isPending;
  const problem = invalid ?? (rename.error ? errorText(rename.error) : null);

  const edited = () => {
    setInvalid(null);
    rename.reset();
  };

  const openChange = (next: boolean) => {
    if (busy) return;
    // Each opening starts from the gateway's current name.
    if (next) {
      setName(gateway.name);
      edited();
    }
    setOpen(next);
  };

  function save(event: FormEvent) {
    event.preventDefault();
    const check = gatewayNameProblem(name);
    if (check) return setInvalid(t(PROBLEM_KEYS[check], { max: GATEWAY_NAME_MAX }));
    rename.mutate(name.trim());
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={
        <button type="button" className="hp-button" disabled={disabled}>
          {t('GATEWAY_OWNER.RENAME')}
        </button>
      }
      title={t('GATEWAY_OWNER.RENAME_TITLE')}
      description={t('GATEWAY_OWNER.RENAME_BODY', { serial: gateway.serialNumber })}
    >
      <form onSubmit={save} noValidate>
        <Field label={t('GATEWAY_OWNER.NAME')} error={problem}>
          {(control) => (
            <input
              {...control}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                edited();
              }}
              autoFocus
              autoComplete="off"
            />
          )}
        </Field>
        <FormDialogActions busy={busy}>
          <SubmitButton busy={busy} busyLabel={t('GATEWAY_OWNER.SAVING')}>
            {t('GATEWAY_OWNER.SAVE')}
          </SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
