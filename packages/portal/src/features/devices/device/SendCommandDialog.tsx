import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';

/** The payload as an object, or null when it is not JSON (or not an object: a command's params are named). */
export function parsePayload(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Send a command (spec 2 §2, admins only; §8 texts): a command name and
 * its params as JSON, sent to the current gateway; the answer is shown.
 */
export function SendCommandDialog({ handle }: { handle: GatewayHandle }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('get_network_state');
  const [payload, setPayload] = useState('{}');
  const send = useMutation({
    mutationFn: (params: Record<string, unknown>) => handle.request(name.trim(), params, { type: 'command' }),
    onSuccess: () => toast(t('DEVICE_MANAGE.COMMAND_SENT')),
    meta: { errorWords: 'DEVICE_MANAGE.COMMAND_FAILED' },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const params = parsePayload(payload);
    if (!params) return toast(t('DEVICE_MANAGE.PAYLOAD_NOT_JSON'), 'error');
    send.mutate(params);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !send.isPending && setOpen(next)}>
      <Dialog.Trigger className="hp-button">{t('DEVICE_MANAGE.SEND_COMMAND')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog">
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('DEVICE_MANAGE.SEND_COMMAND_TITLE')}</Dialog.Title>
            <Dialog.Description className="hp-visually-hidden">{t('DEVICE_MANAGE.SEND_COMMAND_TITLE')}</Dialog.Description>
            <Field label={t('DEVICE_MANAGE.COMMAND_NAME')}>
              {(control) => <input {...control} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" required maxLength={128} />}
            </Field>
            <Field label={t('DEVICE_MANAGE.PAYLOAD')}>
              {(control) => <textarea {...control} value={payload} onChange={(e) => setPayload(e.target.value)} rows={5} spellCheck={false} className="hp-code" />}
            </Field>
            {send.isSuccess && (
              <section aria-label={t('DEVICE_MANAGE.ANSWER')}>
                <pre className="hp-code hp-command-answer">{JSON.stringify(send.data, null, 2)}</pre>
              </section>
            )}
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={send.isPending}>
                {t('DEVICE_MANAGE.CANCEL')}
              </Dialog.Close>
              <SubmitButton busy={send.isPending} busyLabel={t('DEVICE_MANAGE.SENDING')} disabled={name.trim() === ''}>
                {t('DEVICE_MANAGE.SEND')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
