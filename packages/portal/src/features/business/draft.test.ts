import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, loadDraft } from './draft.ts';
import { storageWith, validDraft } from './wizard-fixture.ts';

describe('the local draft is restored only at version 3.54 (spec 1 §4)', () => {
  it('restores a 3.54 draft as saved', () => {
    expect(loadDraft(storageWith(validDraft()))).toEqual(validDraft());
  });

  it.each(['3.53', '3.540', '', '4'])('drops a draft of version %j', (version) => {
    const storage = storageWith(validDraft(), version);
    expect(loadDraft(storage)).toBeUndefined();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('drops what cannot be read', () => {
    const storage = storageWith(validDraft());
    storage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(storage)).toBeUndefined();
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });
});
