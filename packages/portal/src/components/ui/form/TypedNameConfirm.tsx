import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { Field } from './Field';

/**
 * A destructive confirmation that asks for the item's name first (spec 3
 * §2: deleting a template requires typing the template's own name): the
 * confirming button enables only when the typed text is exactly `name`.
 */
export function TypedNameConfirm({ name, ...dialog }: Omit<ConfirmDialogProps, 'destructive' | 'children' | 'confirmDisabled' | 'onOpenChange'> & { name: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog {...dialog} destructive confirmDisabled={typed !== name} onOpenChange={() => setTyped('')}>
      <Field label={t('FORM.TYPE_NAME', { name })}>
        {(control) => <input {...control} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} autoFocus />}
      </Field>
    </ConfirmDialog>
  );
}
