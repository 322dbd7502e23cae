import { useTranslation } from 'react-i18next';
import { supportAgent } from '@openportal/contract';
import { useSupportRead } from './use-support.ts';

/** The business customer's support manager (spec 3 §6), when the desk names one. */
export function SupportManager() {
  const { t } = useTranslation('support');
  const agent = useSupportRead(supportAgent, {}).data?.agent;
  if (!agent) return null;
  return (
    <p className="op-support__meta" data-testid="support-manager">
      {t('support.manager', { name: agent.name })}
    </p>
  );
}
