import { create } from 'zustand';
import type { p2pMassUploadText, TCurrencyCode } from '@openportal/contract';
import type { TCallResponse } from '@openportal/contract-client';

/** An uploaded batch as its upload answered (the confirm screen shows it; no call reads it back). */
export type TUploadedBatch = Extract<TCallResponse<typeof p2pMassUploadText>, { errors: unknown }> & {
  currencyCode: TCurrencyCode;
  batchName: string;
};

/** The batch the payer uploaded last, kept for the confirm step of this tab. */
export const useUploadedBatch = create<{ batch: TUploadedBatch | null; set: (b: TUploadedBatch | null) => void }>()(
  (set) => ({ batch: null, set: (batch) => set({ batch }) }),
);
