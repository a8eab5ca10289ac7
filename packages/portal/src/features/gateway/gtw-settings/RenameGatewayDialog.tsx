import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { GATEWAY_NAME_MAX, GATEWAY_NAME_TOO_LONG, gatewayName, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { Field } from '../../../components/ui/form/Field';
import { FormDialog, FormDialogActions } from '../../../components/ui/form/FormDialog';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { useForm, type FormWords } from '../../../components/ui/form/useForm';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

interface RenameGatewayDialogProps {
  gateway: Pick<Gateway, 'serialNumber' | 'name'>;
  /** The Rename button is disabled (another action is running). */
  disabled?: boolean;
  /** Called with the gateway as the server answers it after the rename. */
  onRenamed: (gateway: Gateway) => void;
}

/** The rename's body as the server checks it: the name trimmed, 1 to 64 characters, no control characters. */
const RenameForm = v.object({ name: gatewayName() });

const words: FormWords<v.InferInput<typeof RenameForm>> = {
  name: {
    min_length: 'GATEWAY_OWNER.NAME_EMPTY',
    check: 'GATEWAY_OWNER.NAME_CONTROL',
    [GATEWAY_NAME_TOO_LONG]: ['GATEWAY_OWNER.NAME_TOO_LONG', { max: GATEWAY_NAME_MAX }],
  },
};

/**
 * The owner's rename dialog (spec 1 §7.3 PUT /udm/device/{sn}/rename): a
 * labelled name field checked by the server's own rule (`gatewayName`)
 * before sending; a refusal shows its translated error; Escape or Cancel closes.
 * The Rename button is the dialog's Trigger, so Radix gives it the focus back.
 */
export function RenameGatewayDialog({ gateway, disabled = false, onRenamed }: RenameGatewayDialogProps) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const rename = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: ({ name }: v.InferOutput<typeof RenameForm>) => rest.gateways.rename(gateway.serialNumber, name),
    onSuccess: (renamed) => {
      setOpen(false);
      onRenamed(renamed);
    },
  });
  const form = useForm({
    schema: RenameForm,
    initial: { name: gateway.name },
    words,
    mutation: rename,
    onSubmit: (body) => rename.mutate(body),
    serverError: { field: 'name', text: errorText },
  });
  const busy = rename.isPending;

  const openChange = (next: boolean) => {
    if (busy) return;
    // Each opening starts from the gateway's current name.
    if (next) form.reset({ name: gateway.name });
    setOpen(next);
  };

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
      <form {...form.form}>
        <Field label={t('GATEWAY_OWNER.NAME')} {...form.field('name')}>
          {(control) => <input {...control} {...form.input('name')} autoFocus autoComplete="off" />}
        </Field>
        <FormDialogActions busy={busy}>
          <SubmitButton {...form.submitButton} busyLabel={t('GATEWAY_OWNER.SAVING')}>
            {t('GATEWAY_OWNER.SAVE')}
          </SubmitButton>
        </FormDialogActions>
      </form>
    </FormDialog>
  );
}
