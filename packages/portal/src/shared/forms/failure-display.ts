import type { TFailureDisplay } from '@openportal/contract-client';
import { errorPopup } from '../api/messages.ts';
import { usePopup } from '../ui/popup-store.ts';
import { localiseMessage } from './localise.ts';

/**
 * The portal's display of a write's failure (useCallMutation, loaded on the first failure): what
 * no field took as the response popup (spec 1 §8), field messages by the screen's code table.
 */
export const failureDisplay: TFailureDisplay = {
  localise: localiseMessage,
  show: (error, t) => usePopup.getState().show(errorPopup(error, t ?? ((k) => k))),
};
