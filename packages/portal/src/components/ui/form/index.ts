export { FormAlert } from '../../FormAlert';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Field, type FieldControlProps } from './Field';
export { SubmitButton } from './SubmitButton';
export { SaveSwitch, type SaveSwitchProps } from './SaveSwitch';
export { TypedNameConfirm } from './TypedNameConfirm';
export { FormDialog, FormDialogActions, type FormDialogProps } from './FormDialog';
export { useForm, type Form, type FormWords, type FieldWords, type FormIssue } from './useForm';
