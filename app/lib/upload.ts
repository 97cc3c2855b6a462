import type { ErrorBody } from '@contracts/errors';
import { HttpError } from './api';

/**
 * POSTs one file as multipart/form-data and reports how much has gone up: fetch cannot tell upload
 * progress, XMLHttpRequest can. Failures are the same HttpError ("<status>: <message>") as api().
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return uploadForm(path, form, onProgress);
}

/** POSTs a form with files (a problem report's fields and photos), as uploadFile does one file. */
export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = body as Partial<ErrorBody> | undefined;
      reject(
        typeof error?.message === 'string'
          ? new HttpError(xhr.status, error.message, error.fields, error.code)
          : new HttpError(xhr.status, xhr.statusText || 'Upload failed'),
      );
    };
    // No answer at all: the signal dropped.
    xhr.onerror = () => reject(new Error('Could not reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}
