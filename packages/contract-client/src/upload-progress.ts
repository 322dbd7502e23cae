import type { TRawAnswer } from './api-client.ts';

/**
 * A request whose upload reports its progress (fetch cannot): XMLHttpRequest, the same URL,
 * verb, headers and body. Answers the raw answer and the renewed access token, if any.
 */
export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<{ raw: TRawAnswer; renewed: string | null }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    const fail = () => resolve({ raw: { status: 0, json: null }, renewed: null });
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        json = null;
      }
      onProgress(1);
      resolve({ raw: { status: xhr.status, json }, renewed: xhr.getResponseHeader('x-access-token') });
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
