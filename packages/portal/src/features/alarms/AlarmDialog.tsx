import { FormDialog, FormDialogActions, type FormDialogProps } from '../../components/ui/form';

/** The frame of the alarm dialogs: the kit's FormDialog at the alarms' width. */
export function AlarmDialog({ wide, ...props }: Omit<FormDialogProps, 'className'> & { wide?: boolean }) {
  return <FormDialog {...props} className={wide ? 'hp-alarms-dialog hp-alarms-dialog--wide' : 'hp-alarms-dialog'} />;
}

export { FormDialogActions as AlarmDialogActions };
