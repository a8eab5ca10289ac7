import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SceneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (it gets the focus back on close). */
  trigger: ReactElement;
  title: string;
  /** Read with the title by screen readers. */
  description: string;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of the scene dialogs: a Radix dialog with its title, a one-line description and the dialog's content. */
export function SceneDialog({ open, onOpenChange, trigger, title, description, children, wide }: SceneDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className={wide ? 'hp-dialog hp-scenes-dialog hp-scenes-dialog--wide' : 'hp-dialog hp-scenes-dialog'}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="hp-muted">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the dialog's submit, at its foot. */
export function DialogActions({ children, busy }: { children: ReactNode; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="hp-dialog__actions">
      <Dialog.Close className="hp-button hp-button--ghost" disabled={busy}>
        {t('APP.CANCEL')}
      </Dialog.Close>
      {children}
    </div>
  );
}
