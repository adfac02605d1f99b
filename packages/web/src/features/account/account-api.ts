import type { DeleteAccountResponse, Profile } from '@cui/shared';
import { apiFetch, clientError, NETWORK_ERROR_STATUS, parseApiError } from '../../lib/api';

/** The file's bytes as base64, the way the API takes a picture (its bodies are JSON only). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data: URL is the bytes in base64 after the comma, encoded by the browser in one go.
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(clientError(NETWORK_ERROR_STATUS, 'file_unreadable', reader.error?.message));
    reader.readAsDataURL(file);
  });
}

export const accountApi = {
  rename(token: string, name: string): Promise<Profile> {
    return apiFetch('/api/user/profile', { method: 'PATCH', token, body: { name } });
  },

  async uploadAvatar(token: string, file: Blob): Promise<Profile> {
    return apiFetch('/api/user/avatar', { method: 'PUT', token, body: { image: await base64Of(file) } });
  },

  removeAvatar(token: string): Promise<Profile> {
    return apiFetch('/api/user/avatar', { method: 'DELETE', token });
  },

  deleteAccount(token: string, confirm: string): Promise<DeleteAccountResponse> {
    return apiFetch('/api/user/account', { method: 'DELETE', token, body: { confirm } });
  },

  /** The export as a file: the ZIP's bytes and the name the server gave it. */
  async exportZip(token: string): Promise<{ blob: Blob; fileName: string }> {
    let response: Response;
    try {
      response = await fetch('/api/user/account/export', { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
    } catch (error) {
      throw clientError(NETWORK_ERROR_STATUS, 'network_error', error instanceof Error ? error.message : undefined);
    }
    if (!response.ok) throw parseApiError(response.status, response.statusText, await response.text());
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await response.blob(), fileName: named ?? 'cui-export.zip' };
  },
};
