import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (it gets the focus back on close). */
  trigger: ReactElement;
  title: string;
  /** Read with the title by screen readers. */
  description: string;
  children: ReactNode;
  /** The feature's own class beside `hp-dialog` (its width and inner layout). */
  className?: string;
}

/** A Radix dialog opened by its trigger, with its title, a one-line description and the form it holds. */
export function FormDialog({ open, onOpenChange, trigger, title, description, children, className }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className={className ? `hp-dialog ${className}` : 'hp-dialog'}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="hp-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel (or another close label) and the dialog's submit, at its foot. */
export function FormDialogActions({ children, busy, closeLabel }: { children?: ReactNode; busy: boolean; closeLabel?: string }) {
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
