import { useId, useRef, useState, type DragEvent } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import * as css from './file-upload.css';
import { ns } from './file-upload.texts';
import { DEFAULT_MAX_BYTES, FILE_KINDS, acceptAttribute, fileProblem, formatBytes, type FileKind } from './fileRules';

export interface FileUploadProps {
  label: string;
  /** The kinds this upload takes (default all three: image, .csv, .tar.gz). */
  accept?: readonly FileKind[];
  maxBytes?: number;
  /** A file that passed the checks; the caller sends it. */
  onFile: (file: File) => void;
  /** The file being sent and its progress, 0 to 100 (the caller reports it). */
  uploading?: { name: string; percent: number } | null;
  disabled?: boolean;
}

/**
 * Choose (button, keyboard) or drop one file; its kind and size are checked
 * before anything is sent, with a message naming what is wrong.
 */
export function FileUpload({ label, accept = FILE_KINDS, maxBytes = DEFAULT_MAX_BYTES, onFile, uploading, disabled }: FileUploadProps) {
  const t = useWidgetText(ns);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<{ name: string; size: number } | null>(null);
  const kinds = accept.map((kind) => t(`KIND_${kind}`)).join(', ');

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, accept, maxBytes);
    if (problem) {
      setSelected(null);
      setError(
        problem.kind === 'wrongType'
          ? t('WRONG_TYPE', { name: file.name, kinds })
          : problem.kind === 'empty'
            ? t('EMPTY', { name: file.name })
            : t('TOO_BIG', { name: file.name, size: formatBytes(file.size), limit: formatBytes(problem.limit) }),
      );
      return;
    }
    setError(null);
    setSelected({ name: file.name, size: file.size });
    onFile(file);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div
      className={css.zone}
      role="group"
      aria-label={label}
      data-over={over}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        className={css.input}
        accept={acceptAttribute(accept)}
        disabled={disabled}
        aria-label={t('INPUT_NAMED', { label })}
        onChange={(event) => {
          take(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <button type="button" className={pillButton} disabled={disabled} onClick={() => input.current?.click()}>
        {t('CHOOSE')}
      </button>
      <span className={layout.muted}>
        {t('DROP_HINT')} · {t('ACCEPTS', { kinds, size: formatBytes(maxBytes) })}
      </span>
      {selected && !error && <span role="status">{t('SELECTED', { name: selected.name, size: formatBytes(selected.size) })}</span>}
      {error && <span role="alert">{error}</span>}
      {uploading && (
        <progress className={css.progress} max={100} value={uploading.percent} aria-label={t('PROGRESS', { name: uploading.name })}>
          {uploading.percent} %
        </progress>
      )}
    </div>
  );
}
