import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AlarmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (it gets the focus back on close). */
  trigger: ReactElement;
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of the alarm dialogs: a Radix dialog with its title and a one-line description. */
export function AlarmDialog({ open, onOpenChange, trigger, title, description, children, wide }: AlarmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className={wide ? 'hp-dialog hp-alarms-dialog hp-alarms-dialog--wide' : 'hp-dialog hp-alarms-dialog'}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="hp-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel (or Close) and the dialog's submit, at its foot. */
export function AlarmDialogActions({ children, busy, closeLabel }: { children?: ReactNode; busy: boolean; closeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="hp-dialog__actions">
      <Dialog.Close className="hp-button hp-button--ghost" disabled={busy}>
        {closeLabel ?? t('APP.CANCEL')}
      </Dialog.Close>
      {children}
    </div>
  );
}
