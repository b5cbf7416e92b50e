import { localeHeader } from '@vezel/domain/http/locale-header';
import i18next from 'i18next';
import { csrfHeader } from '@vezel/domain/http/csrf';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../app/messages';
import { useAnnounce } from './announcer';

/** A file stored by `POST /files`. */
export interface UploadedFile {
  id: string;
  name: string;
  mime_type: string;
  size: number;
}

/** Why an upload failed: the server's message key and text, or a network failure. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly messageKey: string | null,
    readonly status: number,
    /** The message's placeholders, such as the size limit of error.fileTooLarge. */
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** A failed upload's text in the active language: its message key with its values. */
export function uploadErrorText(
  error: unknown,
  translate: (
    message: { key: string; values?: Record<string, string | number> },
    fallback?: string,
  ) => string,
): string {
  if (error instanceof UploadError && error.messageKey)
    return translate({ key: error.messageKey, values: error.values }, error.message);
  return error instanceof Error ? error.message : String(error);
}

/** The upload's progress as a whole percentage, 0 when the size is not known. */
export function progressPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Reads the server's answer to an upload: the file, or the error it describes. */
export function readUploadResponse(status: number, body: string): UploadedFile {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  if (status >= 200 && status < 300 && parsed && typeof parsed === 'object' && 'id' in parsed) {
    const file = parsed as Record<string, unknown>;
    return {
      id: String(file.id),
      name: typeof file.name === 'string' ? file.name : '',
      mime_type: typeof file.mime_type === 'string' ? file.mime_type : '',
      size: typeof file.size === 'number' ? file.size : 0,
    };
  }
  const error =
    parsed && typeof parsed === 'object' && 'error' in parsed
      ? (parsed.error as Record<string, unknown> | null)
      : null;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const key = typeof error?.messageKey === 'string' ? error.messageKey : null;
  const values = Object.fromEntries(
    Object.entries(
      error?.values && typeof error.values === 'object' ? (error.values as object) : {},
    ).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
  throw new UploadError(message, key, status, values);
}

/**
 * Sends one file to `POST /files` with the session cookie and the CSRF header, reporting
 * progress in percent. XMLHttpRequest, because fetch cannot report upload progress.
 */
export function uploadFile(
  file: Blob,
  name: string,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/files');
    request.withCredentials = true;
    request.setRequestHeader(csrfHeader, '1');
    request.setRequestHeader(localeHeader, i18next.language);
    request.upload.onprogress = (event) => onProgress?.(progressPercent(event.loaded, event.total));
    request.onload = () => {
      try {
        resolve(readUploadResponse(request.status, request.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new UploadError('Network error', 'app.networkError', 0));
    const body = new FormData();
    body.append('file', file, name);
    request.send(body);
  });
}

/**
 * `uploadFile` that says how it went: the file's name once stored, or why it was not (the
 * error is thrown on as well, for the caller's own display).
 */
export function useUploadFile(): typeof uploadFile {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const announce = useAnnounce();
  return useCallback(
    async (file, name, onProgress) => {
      try {
        const stored = await uploadFile(file, name, onProgress);
        announce(t('announce.uploaded', { name: stored.name || name }));
        return stored;
      } catch (error) {
        const message = uploadErrorText(error, translate);
        announce(t('announce.uploadFailed', { name, message }), 'error');
        throw error;
      }
    },
    [announce, t, translate],
  );
}
