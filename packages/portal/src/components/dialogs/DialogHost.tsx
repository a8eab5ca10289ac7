import * as Dialog from '@radix-ui/react-dialog';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** One confirm or alert at a time (spec 1 §2.6 "confirm and alert dialogs"). */
interface DialogRequest {
  kind: 'confirm' | 'alert';
  title: string;
  body: string;
  /** Label of the confirming button; default "Confirm" (confirm) or "OK" (alert). */
  confirmLabel?: string;
  /** A destructive act: the button says so by its colour, the cancel button gets the focus. */
  destructive?: boolean;
  resolve: (confirmed: boolean) => void;
  /** What had the focus when the dialog opened; it gets it back on close (Radix returns it only to its own Trigger). */
  returnFocus?: HTMLElement | null;
}

const dialogAtom = atom<DialogRequest | null>(null);

/**
 * `await confirm({ title, body })` resolves true on confirm, false on
 * cancel or Escape; `await alert({ title, body })` resolves when closed.
 */
export function useDialogs() {
  const set = useSetAtom(dialogAtom);
  const open = useCallback(
    (request: Omit<DialogRequest, 'resolve' | 'returnFocus'>) =>
      new Promise<boolean>((resolve) => {
        set((current) => {
          current?.resolve(false); // a newer dialog replaces an open one
          const focused = document.activeElement;
          return { ...request, resolve, returnFocus: focused instanceof HTMLElement ? focused : null };
        });
      }),
    [set],
  );
  return {
    confirm: useCallback((request: Omit<DialogRequest, 'resolve' | 'kind' | 'returnFocus'>) => open({ ...request, kind: 'confirm' }), [open]),
    alert: useCallback((request: Omit<DialogRequest, 'resolve' | 'kind' | 'destructive' | 'returnFocus'>) => open({ ...request, kind: 'alert' }).then(() => undefined), [open]),
  };
}

/** Renders the open confirm or alert; mounted once by PortalApp. */
export function DialogHost() {
  const { t } = useTranslation();
  const [request, setRequest] = useAtom(dialogAtom);
  const close = (confirmed: boolean) => {
    request?.resolve(confirmed);
    setRequest(null);
  };
  return (
    <Dialog.Root open={!!request} onOpenChange={(next) => !next && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        {request && (
          <Dialog.Content
            className="hp-dialog"
            role="alertdialog"
            onOpenAutoFocus={(event) => request.destructive && event.preventDefault()}
            onCloseAutoFocus={(event) => {
              if (!request.returnFocus?.isConnected) return;
              event.preventDefault();
              request.returnFocus.focus();
            }}
          >
            <Dialog.Title>{request.title}</Dialog.Title>
            <Dialog.Description>{request.body}</Dialog.Description>
            <div className="hp-dialog__actions">
              {request.kind === 'confirm' && (
                <button type="button" className="hp-button hp-button--ghost" onClick={() => close(false)} autoFocus={request.destructive}>
                  {t('APP.CANCEL')}
                </button>
              )}
              <button type="button" className={`hp-button ${request.destructive ? 'hp-button--danger' : 'hp-button--primary'}`} onClick={() => close(true)}>
                {request.confirmLabel ?? (request.kind === 'confirm' ? t('DIALOG.CONFIRM') : t('APP.OK'))}
              </button>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
