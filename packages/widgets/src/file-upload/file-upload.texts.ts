import { defineTexts } from '../i18n/widgetText';

export const ns = defineTexts('file-upload', {
  CHOOSE: 'Choose a file',
  INPUT_NAMED: 'File for {{label}}',
  DROP_HINT: 'or drop it here',
  ACCEPTS: 'Accepted: {{kinds}}, up to {{size}}',
  KIND_image: 'images',
  'KIND_.csv': '.csv',
  'KIND_.tar.gz': '.tar.gz',
  'KIND_.zip': '.zip',
  WRONG_TYPE: '{{name}} is not one of the accepted kinds ({{kinds}}).',
  TOO_BIG: '{{name}} is {{size}}; the limit is {{limit}}.',
  EMPTY: '{{name}} is empty.',
  SELECTED: 'Selected: {{name}} ({{size}})',
  PROGRESS: 'Uploading {{name}}',
  CLEAR: 'Remove',
});
