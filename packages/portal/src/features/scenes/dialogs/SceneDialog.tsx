import { FormDialog, FormDialogActions, type FormDialogProps } from '../../../components/ui/form';

/** The frame of the scene dialogs: the kit's FormDialog at the scenes' width. */
export function SceneDialog({ wide, ...props }: Omit<FormDialogProps, 'className'> & { wide?: boolean }) {
  return <FormDialog {...props} className={wide ? 'hp-scenes-dialog hp-scenes-dialog--wide' : 'hp-scenes-dialog'} />;
}

export { FormDialogActions as DialogActions };
