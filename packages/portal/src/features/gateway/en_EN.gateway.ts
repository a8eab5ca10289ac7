/** en_EN texts of the gateway owner's actions (rename, unassign; spec 1 §6, §7.3). Top-level keys must be unique across fragments. */
export const en_EN_gateway = {
  GATEWAY_OWNER: {
    ACTIONS: 'Gateway actions',
    RENAME: 'Rename',
    UNASSIGN: 'Unassign gateway',
    OWNER_ONLY: 'Only the gateway owner can rename or unassign it.',
    RENAME_TITLE: 'Rename gateway',
    RENAME_BODY: 'Choose the name shown for {{serial}}.',
    NAME: 'Gateway name',
    NAME_EMPTY: 'Enter a name.',
    NAME_TOO_LONG: 'The name may have at most {{max}} characters.',
    NAME_CONTROL: 'The name may not contain line breaks or other control characters.',
    SAVE: 'Save',
    SAVING: 'Saving…',
    RENAMED: 'The gateway is now called {{name}}.',
    UNASSIGN_TITLE: 'Unassign {{name}}?',
    UNASSIGN_BODY:
      'The gateway {{serial}} leaves your account and the accounts linked to it. Its devices and scenes stay on the gateway, but nobody can reach them here until it is assigned again.',
    UNASSIGN_CONFIRM: 'Unassign',
  },
};
