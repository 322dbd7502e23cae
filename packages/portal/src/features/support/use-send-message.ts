import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportUpload } from '@openportal/contract';
import type { TApiResult } from '@openportal/contract-client';
import { supportFailure } from './support-errors.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/**
 * Sends a message with its file: the file first (POST /uploads), then the message naming it.
 * Field errors and a message line for what no field took; nothing is sent when the file is refused.
 */
export function useSendMessage() {
  const { t } = useTranslation('support');
  const upload = useSupportWrite(supportUpload, []);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const fail = (r: TApiResult<unknown>) => {
    if (r.ok) return;
    const f = supportFailure(r.error, t);
    setFields(f.fields);
    setMessage(f.message);
  };
  async function send<T>(file: File | null, write: (uploads: string[]) => Promise<TApiResult<T>>) {
    setFields({});
    setMessage('');
    let uploads: string[] = [];
    if (file) {
      const up = await upload.run({}, { files: { file } });
      if (!up.ok) return (fail(up), null);
      uploads = [up.data.upload.id];
    }
    const r = await write(uploads);
    if (!r.ok) return (fail(r), null);
    return r.data;
  }
  return { send, fields, message, reads: SUPPORT_READS };
}
