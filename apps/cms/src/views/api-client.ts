'use client';

import { useAuth } from '@payloadcms/ui';
import { useMemo } from 'react';

/** A call to the CMS's own API with the session cookie; answers the status and the JSON body. */
async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T;
  return { status: response.status, body: json };
}

/**
 * Fetches a file from the CMS's API and hands it to the browser as a download;
 * a refusal answers its message instead (none when the answer had no JSON),
 * so it can be shown beside the button.
 */
async function download(path: string): Promise<{ ok: true } | { ok: false; status: number; message?: string }> {
  const response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: false, status: response.status, message: body.message };
  }
  const fileName = fileNameOf(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
  return { ok: true };
}

/**
 * The API of a back-office view. Every answer counts as activity: staff
 * sessions end after 30 minutes idle, and an officer reading cases makes no
 * Payload form saves that would otherwise keep the session alive.
 */
export function useStaffApi() {
  const { refreshCookie } = useAuth();
  return useMemo(() => {
    const active = <T>(answer: T) => {
      refreshCookie();
      return answer;
    };
    return {
      call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => call<T>(method, path, body).then(active),
      download: (path: string) => download(path).then(active),
    };
  }, [refreshCookie]);
}

/** The name a download is saved under: the UTF-8 `filename*` (an applicant's "Životopis.pdf"), else the plain `filename`. */
function fileNameOf(disposition: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export';
}
