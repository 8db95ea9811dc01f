// Asking for storage in a cross-site frame: what each browser's answer to the Storage Access API
// leads to, with fake documents (the real API is exercised by the browser tests in a frame).

import { describe, expect, it } from 'vitest';
import { MemoryBackend } from '../../src/services/storage';
import { type AccessDocument, requestStorage } from '../../src/services/storageAccess';

const refused = (): null => null;

describe('requestStorage', () => {
  it('uses localStorage at once when it already works (no request)', async () => {
    const local = new MemoryBackend();
    let asked = false;
    const doc: AccessDocument = {
      requestStorageAccess: async () => {
        asked = true;
      },
    };
    expect(await requestStorage(doc, () => local)).toBe(local);
    expect(asked).toBe(false);
  });

  it("takes the localStorage of Chromium's handle, asking for it by name", async () => {
    const granted = new MemoryBackend();
    let types: unknown;
    const doc: AccessDocument = {
      requestStorageAccess: async (t) => {
        types = t;
        return { localStorage: granted };
      },
    };
    expect(await requestStorage(doc, refused)).toBe(granted);
    expect(types).toEqual({ localStorage: true });
  });

  it('opens window.localStorage where the grant covers it (Firefox, Safari: no handle)', async () => {
    const local = new MemoryBackend();
    let granted = false;
    const doc: AccessDocument = {
      requestStorageAccess: async () => {
        granted = true;
      },
    };
    expect(await requestStorage(doc, () => (granted ? local : null))).toBe(local);
  });

  it('gives null when the browser refuses, has no such API, or hands out a store that throws', async () => {
    expect(await requestStorage({}, refused)).toBeNull();
    const no: AccessDocument = {
      requestStorageAccess: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    };
    expect(await requestStorage(no, refused)).toBeNull();
    const denied: AccessDocument = {
      requestStorageAccess: async () => ({
        get localStorage(): never {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      }),
    };
    expect(await requestStorage(denied, refused)).toBeNull();
  });
});
