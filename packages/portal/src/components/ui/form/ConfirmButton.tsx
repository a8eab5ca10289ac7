import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const LOOKS = {
  small: 'hp-button hp-button--small',
  ghost: 'hp-button hp-button--small hp-button--ghost',
  'danger-outline': 'hp-button hp-button--small hp-button--danger-outline',
  danger: 'hp-button hp-button--danger',
};

export interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'trigger'> {
  /** The button's text. */
  text: string;
  /** Its name for screen readers where the text alone is ambiguous (one of many rows: "Cancel Spring sale"). */
  label?: string;
  /** `small` and `ghost` for a table row, `danger` for a page's main destructive act. */
  look?: keyof typeof LOOKS;
}

/** A button that asks before it acts: a `ConfirmDialog` with its trigger. */
export function ConfirmButton({ text, label, look = 'small', ...dialog }: ConfirmButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={LOOKS[look]} aria-label={label}>
          {text}
        </button>
      }
      {...dialog}
    />
  );
}
