import { REGISTRATION_DRAFT_VERSION } from '@openportal/contract';
import { STORAGE_KEYS } from '../../shared/storage-keys.ts';
import type { TWizardDraft } from './wizard-model.ts';

/** Where the wizard keeps its local draft (never the password: it is dropped before saving). */
export const DRAFT_KEY = STORAGE_KEYS.businessDraft;

interface TSaved {
  version: string;
  draft: TWizardDraft;
}

/**
 * The draft saved locally, restored only when its version is the current one (spec 1 §4: 3.54);
 * any other version, or what cannot be read, is dropped and the wizard starts empty.
 */
export function loadDraft(storage: Storage): TWizardDraft | undefined {
  const raw = storage.getItem(DRAFT_KEY);
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<TSaved>;
    if (saved.version === REGISTRATION_DRAFT_VERSION && saved.draft && typeof saved.draft === 'object')
      return saved.draft;
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(DRAFT_KEY);
  return undefined;
}

export function saveDraft(storage: Storage, draft: TWizardDraft): void {
  const saved: TSaved = {
    version: REGISTRATION_DRAFT_VERSION,
    draft: { ...draft, generalForm: { ...draft.generalForm, password: '' } },
  };
  storage.setItem(DRAFT_KEY, JSON.stringify(saved));
}

export const clearDraft = (storage: Storage) => storage.removeItem(DRAFT_KEY);
