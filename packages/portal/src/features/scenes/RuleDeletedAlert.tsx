import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

/** spec 2 §8 "Rule deleted: alert with continue": the open scene is gone; Continue (or Escape) leaves for the list. */
export function RuleDeletedAlert({ name, onContinue }: { name: string; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onContinue()}>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog" role="alertdialog" onPointerDownOutside={(e) => e.preventDefault()}>
          <Dialog.Title>{t('SCENES.DELETED_TITLE')}</Dialog.Title>
          <Dialog.Description>{name ? t('SCENES.DELETED_BODY', { name }) : t('SCENES.DELETED_BODY_UNNAMED')}</Dialog.Description>
          <div className="hp-dialog__actions">
            <button type="button" className="hp-button hp-button--primary" autoFocus onClick={onContinue}>
              {t('SCENES.CONTINUE')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
